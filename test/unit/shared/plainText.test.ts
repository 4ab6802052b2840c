import { decodeEntities, htmlToText } from '../../../shared/plainText';

test('blocks end a line, inline tags vanish, entities are decoded', () => {
  const html = '<p>Mo<em>zart</em> &amp; <strong>Haydn</strong>:&nbsp;Sinfonien</p><ul><li>x&lt;y</li><li>&#8211; &#x2014;</li></ul>Ende<br>neu';
  expect(htmlToText(html)).toBe('Mozart & Haydn: Sinfonien x<y – — Ende neu');
  expect(htmlToText(html, { lines: true })).toBe('Mozart & Haydn: Sinfonien\nx<y\n– —\nEnde\nneu');
});

test('script, style and comments are dropped with their content; whitespace is folded', () => {
  expect(htmlToText('<style>p{}</style><p>  a\n\tb </p><!-- hidden --><script>alert(1)</script><p></p><p> c</p>')).toBe('a b c');
  expect(htmlToText('<p>  a\n\tb </p><p> </p><p> c</p>', { lines: true })).toBe('a b\nc');
});

test('an entity is decoded once; unknown names stay', () => {
  expect(decodeEntities('&amp;lt; &unknown; &shy;&QUOT;&#0;')).toBe('&lt; &unknown; " ');
});
