/**
 * Valid HTML (issue 15): the server-rendered HTML of every public page type in both languages
 * (test/e2e/pageTypes.ts), as the production server sends it with the embedded back end and the
 * seeded content, passes html-validate with its HTML-standard rules and its document rules:
 * 0 errors. No browser: the markup a crawler or validator receives is what is checked.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { pageTypes } from './pageTypes';
import { baseUrl } from './visit';

const CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity guards files from another origin (a CDN); every script and stylesheet
    // here comes from our own origin under the strict CSP, so the attribute adds nothing.
    'require-sri': 'off',
  },
};

const validator = new HtmlValidate(CONFIG);

/**
 * What html-validate does not check and the W3C Nu checker does: an <img> or <source> with `sizes`
 * needs a `srcset` of width descriptors, and each `srcset` candidate a descriptor.
 */
function imageCandidateErrors(html: string): string[] {
  const errors: string[] = [];
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    const srcset = attr('srcset');
    const sizes = attr('sizes');
    const candidates = (srcset ?? '').split(',').map((c) => c.trim()).filter(Boolean);
    if (sizes !== undefined && (candidates.length === 0 || !candidates.every((c) => /\s\d+w$/.test(c)))) errors.push(`sizes without width descriptors: ${tag}`);
    if (srcset !== undefined && candidates.length > 1 && !candidates.every((c) => /\s\d+(\.\d+)?[wx]$/.test(c))) errors.push(`srcset candidate without descriptor: ${tag}`);
  }
  return errors;
}

test('the server HTML of every page type is valid', async () => {
  const findings: string[] = [];
  let pictures = 0;
  for (const type of await pageTypes(baseUrl())) {
    const response = await fetch(`${baseUrl()}${type.path}`);
    expect(`${type.path} ${response.status}`).toBe(`${type.path} ${type.status}`);
    const html = await response.text();
    findings.push(...imageCandidateErrors(html).map((e) => `${type.path}: ${e}`));
    pictures += (html.match(/<picture\b/g) ?? []).length;
    const report = await validator.validateString(html, type.path);
    for (const result of report.results) {
      for (const m of result.messages) {
        if (m.severity === 2) findings.push(`${type.path}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${html.split('\n')[m.line - 1]?.slice(Math.max(0, m.column - 40), m.column + 60) ?? ''})`);
      }
    }
  }
  expect(findings).toEqual([]);
  expect(pictures).toBeGreaterThan(10); // the pages do carry pictures (the check above saw them)
});
