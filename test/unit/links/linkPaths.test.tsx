/**
 * A server render's links without react-router's hooks (client/links/linkPaths.server.ts, which the
 * server's bundle puts in place of client/links/linkPaths.ts): for every kind of path of the site a
 * link may hold, the same `href` and the same pathname as react-router's `useHref` and
 * `useResolvedPath`, under the StaticRouter the server renders with and inside a matched route; and
 * the site's links written by either variant are the same markup.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RouterLink as RouterLinkOfTest } from '../../../client/links/RouterLink';
import type { SmartLink as SmartLinkOfTest } from '../../../client/links/SmartLink';
import * as hooks from '../../../client/links/linkPaths';
import * as server from '../../../client/links/linkPaths.server';

const PATHS = [
  '/',
  '/de',
  '/de/',
  '/de/konzerte',
  '/de/konzerte/',
  '/de/konzerte/rasumowsky/4',
  '/de/orchester/jörg-müller/3',
  '/de/orchester/j%C3%B6rg-m%C3%BCller/3',
  '/de/konzerte?genre=sinfonie&page=2',
  '/de/konzerte/?genre=sinfonie',
  '/de/faq#frage-1',
  '/de/faq/#frage-1',
  '/de/faq?x=1#frage-1',
  '/de/faq#frage?1',
  '/de/a?',
  '/de/a#',
  '/de/a?#',
  '/?query=konzert',
  '/de/a/../b',
  '/de/a/./b/',
  '/de/a/.',
  '/de/a/..',
  '/de//a',
  '/de/a//',
  '/de/a b',
];

type Variant = typeof hooks;

function Probe({ variant, to }: { variant: Variant; to: string }) {
  const { href, pathname } = variant.useLinkPaths(to);
  return <i data-href={href} data-pathname={pathname} />;
}

/** Each path's probe rendered as the server renders a concert's page: its route matched, under StaticRouter. */
const rendered = (variant: Variant) =>
  renderToStaticMarkup(
    <StaticRouter location="/de/konzerte/rasumowsky/4?tab=programm">
      <Routes>
        <Route path="/:locale/konzerte/:slug/:id" element={<>{PATHS.map((to) => <Probe key={to} variant={variant} to={to} />)}</>} />
      </Routes>
    </StaticRouter>,
  );

it('resolves every path of the site as react-router’s hooks do', () => {
  const expected = rendered(hooks);
  expect(expected.match(/<i /g)).toHaveLength(PATHS.length);
  expect(rendered(server)).toBe(expected);
});

it('writes the address a visitor follows: query and hash kept, dot segments and double slashes resolved', () => {
  const probe = (to: string) => renderToStaticMarkup(<StaticRouter location="/de"><Probe variant={server} to={to} /></StaticRouter>);
  expect(probe('/de/faq?x=1#frage-1')).toBe('<i data-href="/de/faq?x=1#frage-1" data-pathname="/de/faq"></i>');
  expect(probe('/de/a/../b')).toBe('<i data-href="/de/b" data-pathname="/de/b"></i>');
  expect(probe('/de//a/')).toBe('<i data-href="/de/a/" data-pathname="/de/a/"></i>');
});

it('makes no click handler on the server: the caller’s own, if any, is what it gives', () => {
  const onClick = jest.fn();
  expect(server.useLinkClick('/de', {}, onClick)).toBe(onClick);
  expect(server.useLinkClick('/de', {})).toBeUndefined();
});

type LinkModules = {
  SmartLink: typeof SmartLinkOfTest;
  RouterLink: typeof RouterLinkOfTest;
  StaticRouter: typeof StaticRouter;
  render: typeof renderToStaticMarkup;
};

/**
 * The link components as a bundle of the given variant has them (the server's: its module in place
 * of the hooks), with the router and renderer of the same module registry (one React for all).
 */
function linksWith(variant: 'browser' | 'server'): LinkModules {
  let modules!: LinkModules;
  jest.isolateModules(() => {
    if (variant === 'server') jest.doMock('../../../client/links/linkPaths', () => jest.requireActual('../../../client/links/linkPaths.server'));
    /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the isolated registry, loaded as the components load theirs */
    modules = {
      SmartLink: require('../../../client/links/SmartLink').SmartLink,
      RouterLink: require('../../../client/links/RouterLink').RouterLink,
      StaticRouter: require('react-router-dom').StaticRouter,
      render: require('react-dom/server').renderToStaticMarkup,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  jest.dontMock('../../../client/links/linkPaths');
  return modules;
}

it('writes the same links from both variants: internal, active, external, file, hash, with their attributes', () => {
  const page = ({ SmartLink, RouterLink, StaticRouter: Router, render }: LinkModules): string =>
    render(
      <Router location="/de/konzerte/rasumowsky/4">
        <SmartLink href="/de/konzerte" className="menu" activeClassName="on">Konzerte</SmartLink>
        <SmartLink href="/de/konzerte/rasumowsky/4" end>Dieses</SmartLink>
        <SmartLink href="/de">Start</SmartLink>
        <SmartLink href="/de/search" aria-current="true" data-testid="x">Suche</SmartLink>
        <SmartLink href="/de/faq?x=1#frage-1" newWindow>FAQ</SmartLink>
        <SmartLink href="https://example.org/">Extern</SmartLink>
        <SmartLink href="/media/originals/a.pdf">PDF</SmartLink>
        <SmartLink href="#oben">Oben</SmartLink>
        <RouterLink to="/de/a/../b?q=1#h" className="x" target="_self" replace>B</RouterLink>
      </Router>,
    );
  const browser = page(linksWith('browser'));
  expect(browser).toContain('<a class="menu active on" aria-current="page" href="/de/konzerte">Konzerte</a>');
  expect(browser).toContain('<a class="x" href="/de/b?q=1#h" target="_self">B</a>');
  expect(page(linksWith('server'))).toBe(browser);
});
