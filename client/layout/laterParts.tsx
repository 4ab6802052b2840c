/**
 * The parts of the site frame that are static once rendered, hydrated when needed
 * (client/partialHydration): their code is a chunk of its own each, out of the main bundle. The
 * server renders them and links their stylesheets in the page's head, but does not name their
 * scripts (server/render/renderPage.tsx): the browser loads a part's script when the part is needed.
 */
import loadable from '@loadable/component';
import type { Location } from 'react-router-dom';
import type { RouteMatch } from '../../shared/routes';
import { HydrateLater } from '../partialHydration/HydrateLater';

/** The chunks of these parts: their styles come with the page, their scripts when needed. */
export const LATER_LAYOUT_CHUNKS: readonly string[] = ['footer', 'breadcrumbs'];

const Footer = loadable(() => import(/* webpackChunkName: "footer" */ './Footer'), { resolveComponent: (module) => module.Footer });
const Breadcrumbs = loadable(() => import(/* webpackChunkName: "breadcrumbs" */ './Breadcrumbs'), { resolveComponent: (module) => module.Breadcrumbs });

const loadFooter = () => Footer.load();
const loadBreadcrumbs = () => Breadcrumbs.load();

/**
 * The footer: hydrated as it nears the viewport (its cookie settings button, its links' active
 * state). Its content is made of the route: another render of the frame is no new content.
 */
export function LaterFooter({ match }: { match: RouteMatch | null }) {
  return (
    <HydrateLater name="footer" when="visible" load={loadFooter} input={match}>
      <Footer match={match} />
    </HydrateLater>
  );
}

/**
 * The breadcrumbs: links (followed in the app meanwhile) and a back button, hydrated when touched.
 * Their content is made of the shown location: the header's other renders (the menu opened, the
 * header hidden on scrolling) are no new content, and do not load and hydrate them.
 */
export function LaterBreadcrumbs({ location, match }: { location: Location; match: RouteMatch | null }) {
  return (
    <HydrateLater name="breadcrumbs" when="touched" load={loadBreadcrumbs} input={location}>
      <Breadcrumbs location={location} match={match} />
    </HydrateLater>
  );
}
