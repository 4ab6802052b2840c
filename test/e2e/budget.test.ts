/**
 * The visitor JavaScript budget (issue 4, docs/performance.md): on one page of every public page type
 * of the demo content, the scripts the page names weigh at most VISITOR_JS_BUDGET_KIB gzipped, as
 * the server sends them; the editor's chunks are never among them. The same measure as
 * `npm run bench -- --js` (scripts/bench), which reports the sizes.
 */
import { pageTypes, VISITOR_JS_BUDGET_KIB } from '../../scripts/bench/pageTypes';
import { pageJs } from '../../scripts/bench/jsSize';
import { baseUrl } from './visit';

test('no public page makes a visitor download more than the budget of gzipped JavaScript', async () => {
  const missing: string[] = [];
  const types = await pageTypes(baseUrl(), (label) => missing.push(label));
  expect(missing).toEqual([]);
  expect(types.length).toBeGreaterThanOrEqual(19);
  const over: string[] = [];
  for (const { label, path } of types) {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const size = await pageJs(html, baseUrl());
    expect(size.files.length).toBeGreaterThan(0);
    expect(size.files.filter((file) => /\/(editor|admin)[.-]/.test(file.src))).toEqual([]);
    if (size.gzip > VISITOR_JS_BUDGET_KIB * 1024) over.push(`${label} ${path}: ${(size.gzip / 1024).toFixed(1)} KiB`);
  }
  expect(over).toEqual([]);
});
