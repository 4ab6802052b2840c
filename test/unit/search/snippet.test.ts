/** Search snippets: only <mark> becomes markup; everything else is text (SPEC §7, docs/api/search.md). */
import { snippetParts } from '../../../client/pages/search/snippet';

test('marks the matched words and decodes the escapes of the text around them', () => {
  expect(snippetParts('Das <mark>Konzert</mark> &amp; die &quot;Probe&quot; &lt;heute&gt; – Bach&#39;s')).toEqual([
    { text: 'Das ', marked: false },
    { text: 'Konzert', marked: true },
    { text: ' & die "Probe" <heute> – Bach\'s', marked: false },
  ]);
});

test('any other tag stays visible text, never markup', () => {
  const parts = snippetParts('<b>fett</b> <mark>x</mark><script>alert(1)</script>');
  expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['x']);
  expect(parts.map((p) => p.text).join('')).toBe('<b>fett</b> x<script>alert(1)</script>');
});

test('an empty snippet has no parts; a snippet without marks is one text part', () => {
  expect(snippetParts('')).toEqual([]);
  expect(snippetParts('Nur Text')).toEqual([{ text: 'Nur Text', marked: false }]);
});
