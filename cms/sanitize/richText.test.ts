/** The rich-text sanitizer: the allowlist of shared/modules/richText.ts, and why each rule exists. */
import { cleanHref } from '../../shared/modules/richText';
import { sanitizeRichText } from './richText';

describe('sanitizeRichText', () => {
  test.each([
    // allowed markup passes unchanged
    ['<p>Ein <strong>starkes</strong> und <em>leises</em> Konzert.<br>Neue Zeile</p>', '<p>Ein <strong>starkes</strong> und <em>leises</em> Konzert.<br />Neue Zeile</p>'],
    ['<ul><li>Eins</li></ul><ol><li>Zwei</li></ol>', '<ul><li>Eins</li></ul><ol><li>Zwei</li></ol>'],
    // presentational bold/italic become the semantic tags
    ['<p><b>fett</b> <i>kursiv</i></p>', '<p><strong>fett</strong> <em>kursiv</em></p>'],
    // unknown tags are unwrapped: their text stays
    ['<h2>Titel</h2><div><span style="color:red">Text</span></div>', 'TitelText'],
    ['<p><font face="Arial">Word</font></p>', '<p>Word</p>'],
    // code-bearing tags go with their content
    ['<p>a<script>alert(1)</script>b<style>p{}</style>c</p>', '<p>abc</p>'],
    ['<p>x<iframe src="https://evil.example"></iframe><svg><script>1</script></svg>y</p>', '<p>xy</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    // attributes other than a's href/target/rel are dropped (event handlers, style, class)
    ['<p onclick="steal()" class="x" style="position:fixed" id="a">t</p>', '<p>t</p>'],
    ['<a href="/de/x" onmouseover="steal()" class="btn" title="t">l</a>', '<a href="/de/x">l</a>'],
    // comments are removed
    ['<p>a<!-- <script>x</script> -->b</p>', '<p>ab</p>'],
    // text is escaped, never parsed twice
    ['<p>5 &lt; 6 &amp;&amp; &lt;b&gt;</p>', '<p>5 &lt; 6 &amp;&amp; &lt;b&gt;</p>'],
  ])('%s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  describe('links', () => {
    test.each([
      ['javascript:alert(1)'],
      ['JaVaScRiPt:alert(1)'],
      ['jav\tascript:alert(1)'],
      ['jav&#x09;ascript:alert(1)'],
      ['&#106;avascript:alert(1)'],
      [' javascript:alert(1)'],
      ['\u0000javascript:alert(1)'],
      ['java\nscript:alert(1)'],
      ['data:text/html;base64,PHNjcmlwdD4='],
      ['vbscript:msgbox(1)'],
      ['file:///etc/passwd'],
      ['//evil.example/path'],
      ['/\\evil.example'],
      ['\\\\evil.example'],
      ['www.example.org'],
      [''],
    ])('a refused href %j unwraps the link and keeps its text', (href) => {
      expect(sanitizeRichText(`<p>vor <a href="${href}">Link</a> nach <a href="/ok">ok</a></p>`)).toBe('<p>vor Link nach <a href="/ok">ok</a></p>');
    });

    test.each([
      ['https://www.example.org/a?b=1#c'],
      ['http://example.org'],
      ['mailto:info@example.org'],
      ['tel:+4930123456'],
      ['/de/konzerte'],
      ['#programm'],
      ['?tab=2'],
    ])('an allowed href %j stays', (href) => {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href.replace(/&/g, '&amp;')}">x</a>`);
    });

    test('control characters are removed from a kept href', () => {
      expect(sanitizeRichText('<a href="https://exa\tmple.org/\n">x</a>')).toBe('<a href="https://example.org/">x</a>');
    });

    test("target='_blank' forces rel='noopener noreferrer' (no reverse tabnabbing)", () => {
      expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      );
      expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toContain('rel="noopener noreferrer"');
    });

    test('other targets and a rel without _blank are dropped', () => {
      expect(sanitizeRichText('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
      expect(sanitizeRichText('<a href="/x" target="evilwindow">x</a>')).toBe('<a href="/x">x</a>');
    });

    test('an anchor without href is unwrapped', () => {
      expect(sanitizeRichText('<p><a name="x">Text</a> und <a href="/y">y</a></p>')).toBe('<p>Text und <a href="/y">y</a></p>');
    });
  });

  test('idempotent', () => {
    const dirty = '<p onclick="x"><b>a</b> <a href="jav\tascript:x">b</a> <a href="https://e.org" target="_blank">c</a><h1>d</h1></p>';
    const once = sanitizeRichText(dirty);
    expect(sanitizeRichText(once)).toBe(once);
  });
});

test('cleanHref', () => {
  expect(cleanHref(' https://e.org ')).toBe('https://e.org');
  expect(cleanHref('jav\tascript:x')).toBeNull();
  expect(cleanHref('/de/a')).toBe('/de/a');
  expect(cleanHref('//e.org')).toBeNull();
});
