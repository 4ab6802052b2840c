/**
 * A server render's links without react-router's hooks (client/links/linkPaths.server.ts, which the
 * server's bundle puts in place of client/links/linkPaths.ts): for every kind of path of the site a
 * link may hold, the same `href` and the same pathname as react-router's `useHref` and
 * `useResolvedPath`, under the StaticRouter the server renders with and inside a matched route.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
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
  return <i data-href={variant.useLinkHref(to)} data-pathname={variant.useLinkPathname(to)} />;
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
