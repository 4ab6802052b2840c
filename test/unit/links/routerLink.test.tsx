/**
 * The site's router link (client/links/RouterLink.tsx): NavLink's rule for the active link, and the
 * markup of internal links with their active state (clicks: test/e2e/navigation.test.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { isActivePath, RouterLink } from '../../../client/links/RouterLink';
import { SmartLink } from '../../../client/links/SmartLink';

const at = (path: string, element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

describe('the active link (NavLink’s rule)', () => {
  it.each([
    ['/de/konzerte', '/de/konzerte', false, true],
    ['/de/konzerte/rasumowsky/4', '/de/konzerte', false, true],
    ['/de/konzerte/rasumowsky/4', '/de/konzerte', true, false],
    ['/de/konzerte-extra', '/de/konzerte', false, false],
    ['/de/Konzerte', '/de/konzerte', true, true],
    ['/de/konzerte/', '/de/konzerte/', true, true],
    ['/de/konzerte/x', '/de/konzerte/', false, true],
    ['/de/%C3%BCber', '/de/über', true, true],
    ['/de', '/de', true, true],
    ['/de/ueber-uns', '/de', true, false],
  ])('%s against a link to %s (end %s): %s', (location, to, end, active) => {
    expect(isActivePath(location, to, end)).toBe(active);
  });
});

describe('internal links', () => {
  it('render an anchor with the path, query and hash', () => {
    expect(at('/de', <RouterLink to="/de/konzerte?tag=jazz#top" className="x">Konzerte</RouterLink>)).toBe('<a class="x" href="/de/konzerte?tag=jazz#top">Konzerte</a>');
  });

  it('mark the link of the shown route active with aria-current="page", the language home only when shown itself', () => {
    expect(at('/de/konzerte/rasumowsky/4', <SmartLink href="/de/konzerte" className="menu" activeClassName="on">Konzerte</SmartLink>)).toBe(
      '<a class="menu active on" aria-current="page" href="/de/konzerte">Konzerte</a>',
    );
    expect(at('/de/konzerte', <SmartLink href="/de">Start</SmartLink>)).toBe('<a href="/de">Start</a>');
    expect(at('/de', <SmartLink href="/de">Start</SmartLink>)).toBe('<a class="active" aria-current="page" href="/de">Start</a>');
  });

  it('render on the server (no click handler made there) what react-router’s Link renders', () => {
    for (const to of ['/de/konzerte?tag=jazz#top', '/en', '/de/stories/a%20b/3']) {
      // but for framework mode's route discovery mark, which this router has no use for
      const linkMarkup = at('/de', <Link to={to} target="_self" className="x" />).replace(' data-discover="true"', '');
      expect(at('/de', <RouterLink to={to} target="_self" className="x" />)).toBe(linkMarkup);
    }
  });

  it('keep an aria-current the caller gives', () => {
    expect(at('/de/search', <SmartLink href="/de/konzerte/a/1" aria-current="true">1. Mai</SmartLink>)).toBe('<a aria-current="true" href="/de/konzerte/a/1">1. Mai</a>');
  });
});
