import { escapeHtml } from '../../../shared/html';

test('escapes the five characters that can end text or an attribute value, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  expect(escapeHtml('Mahler – Sinfonie Nr. 5 · Konzerthaus')).toBe('Mahler – Sinfonie Nr. 5 · Konzerthaus');
});
