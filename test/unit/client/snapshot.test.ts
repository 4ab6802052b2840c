import { serializeState } from '../../../client/snapshot';

describe('serializeState', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- <script>',
    amp: 'Tom & Jerry > Itchy',
    separators: 'line\u2028paragraph\u2029end',
    umlaut: 'Hören',
  };

  it('leaves no character that could end the script element or open a comment', () => {
    const text = serializeState(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(serializeState(hostile))).toEqual(hostile);
  });
});
