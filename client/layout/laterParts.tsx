/**
 * The parts of the site frame that are static once rendered, hydrated when needed
 * (client/partialHydration): their code is a chunk of its own each, out of the main bundle. The
 * server renders them but does not name their scripts (server/render/renderPage.tsx): the browser
 * loads a part's script when the part is needed. Their styles are main.css's
 * (scripts/webpack/clientChunks.ts), which every page has anyway.
 */
import loadable from '@loadable/component';
import type { Location } from 'react-router-dom';
import type { RouteMatch } from '../../shared/routes';
import { HydrateLater } from '../partialHydration/HydrateLater';
import { useStore } from '../stores/context';
import { DesktopMenu } from './DesktopMenu';

/** The chunks of these parts: their scripts come when needed (their styles are main.css's). */
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

/**
 * The desktop menu: hydrated when visible, that is on a screen 64em wide or wider (on a phone it is
 * not displayed, and never hydrated: its links and dropdowns were half of the header's hydration,
 * which a tap on the burger menu waits for while the page hydrates). Its code is in main.js; its
 * content is made of the navigation (and of the location and language, which the part follows).
 */
export function LaterDesktopMenu() {
  const { navigation } = useStore();
  return (
    <HydrateLater name="desktop-menu" when="visible" input={navigation}>
      <DesktopMenu />
    </HydrateLater>
  );
}
