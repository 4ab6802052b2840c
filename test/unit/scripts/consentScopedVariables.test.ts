/**
 * vanilla-cookieconsent's stylesheet as the client build rewrites it (scripts/webpack/consentScopedVariables.js):
 * its CSS variables on `#cc-main` instead of `:root`, which is sound only while every rule that reads
 * one styles `#cc-main` or an element inside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../../..');
const loader = require(path.join(root, 'scripts/webpack/consentScopedVariables.js')) as (source: string) => string;
// by path: Jest maps every .css import (and its resolution) to a stub
const librarySource = () => fs.readFileSync(path.join(root, 'node_modules/vanilla-cookieconsent/dist/cookieconsent.css'), 'utf8');

/** [selector list, declarations] of every rule (at-rules' blocks entered) */
const rules = (css: string): [string, string][] => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1].replace(/^.*@[^{]*$/, '').trim(), m[2]]);

test('the variables are declared on the dialog, not on the root', () => {
  const scoped = loader(librarySource());
  expect(scoped).not.toContain(':root');
  const declaring = rules(scoped).filter(([, body]) => /(^|;)--cc-[\w-]+:/.test(body));
  expect(declaring.length).toBeGreaterThan(0);
  for (const [selectors] of declaring) for (const selector of selectors.split(',')) expect(selector).toMatch(/#cc-main/);
});

test('every rule that reads a variable styles the dialog or what is inside it', () => {
  const readers = rules(loader(librarySource())).filter(([, body]) => body.includes('var(--cc-'));
  expect(readers.length).toBeGreaterThan(20);
  for (const [selectors] of readers) for (const selector of selectors.split(',')) expect(selector).toMatch(/#cc-main/);
});

test('a stylesheet without the one root block fails the build', () => {
  expect(() => loader('#cc-main{color:red}')).toThrow(/expected one ":root\{" block/);
});
