import { hashTarget, isSamePageHash, linkKind } from '../../../shared/links';

describe('linkKind', () => {
  it.each([
    ['https://tickets.example.org/', 'external'],
    ['mailto:info@example.org', 'external'],
    ['tel:+49301234', 'external'],
    ['www.example.org', 'external'],
    ['//cdn.example.org/x.js', 'external'],
    ['#faq-3', 'hash'],
    ['/media/original/ab/programm.pdf', 'file'],
    ['/static/filer_public/2f/ab/programm.pdf', 'file'],
    ['/de/ueber-uns', 'internal'],
    ['/en/concerts/mahler/3', 'internal'],
    ['/de/faq#q1', 'internal'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it('reads the target of a hash link', () => {
    expect(hashTarget('#faq-3')).toBe('faq-3');
    expect(hashTarget('/de/faq#q%201')).toBe('q 1');
    expect(hashTarget('/de/faq')).toBe('');
  });

  it('knows an anchor on the current page', () => {
    expect(isSamePageHash('/de/faq#q1', '/de/faq')).toBe(true);
    expect(isSamePageHash('#q1', '/de/faq')).toBe(true);
    expect(isSamePageHash('/de/other#q1', '/de/faq')).toBe(false);
    expect(isSamePageHash('/de/faq', '/de/faq')).toBe(false);
  });
});
