/**
 * The visitor JavaScript budget (issue 4, docs/performance.md): on one page of every public page type
 * of the demo content, a first visit's scripts (the page's and the cookie manager) weigh at most
 * VISITOR_JS_BUDGET_KIB gzipped, as the server sends them; the editor's chunks are never among them. The same measure as
 * `npm run bench -- --js` (scripts/bench), which reports the sizes.
 */
import { pageTypes, VISITOR_JS_BUDGET_KIB } from '../../scripts/bench/pageTypes';
import fs from 'node:fs';
import path from 'node:path';
import { firstVisitJs, FIRST_VISIT_GROUP } from '../../scripts/bench/jsSize';
import { baseUrl } from './visit';

const STATS = path.join(__dirname, '..', '..', 'build', 'loadable-stats.json');

test('no public page makes a visitor download more than the budget of gzipped JavaScript', async () => {
  const missing: string[] = [];
  const types = await pageTypes(baseUrl(), (label) => missing.push(label));
  expect(missing).toEqual([]);
  expect(types.length).toBeGreaterThanOrEqual(19);
  const over: string[] = [];
  for (const { label, path } of types) {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const size = await firstVisitJs(html, STATS, baseUrl());
    expect(size.files.length).toBeGreaterThan(0);
    expect(size.files.some((file) => file.src.includes(`/${FIRST_VISIT_GROUP}.`))).toBe(true);
    expect(size.files.filter((file) => /\/(editor|admin)[.-]/.test(file.src))).toEqual([]);
    if (size.gzip > VISITOR_JS_BUDGET_KIB * 1024) over.push(`${label} ${path}: ${(size.gzip / 1024).toFixed(1)} KiB`);
  }
  expect(over).toEqual([]);
});

test("react-router's development warnings are not in the browser's bundle (its production build's behaviour)", () => {
  const dir = path.join(__dirname, '..', '..', 'build', 'public');
  const chunks = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(chunks.some((file) => file.startsWith('main.'))).toBe(true);
  const withWarnings = chunks.filter((file) => /No routes matched location|You rendered descendant <Routes>|does not have an element or Component/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
  expect(withWarnings).toEqual([]);
});
