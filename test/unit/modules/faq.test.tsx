import { Faq, faqItemId } from '../../../client/modules/Faq';
import { html, node } from './render';

const items = [
  node('faq-item', { content: 'Gibt es eine Kleiderordnung?', text: '<p>Nein.</p>' }, { order: 0 }),
  node('faq-item', { content: 'Darf ich Kinder mitbringen?', text: '<p>Ja.</p>' }, { order: 1 }),
];
const faq = node('faq', { anchor: 'faq' }, { children: items });

describe('FAQ accordion', () => {
  const markup = html(<Faq node={faq} />);

  it('gives each question a heading with a button that controls its answer region', () => {
    const buttons = [...markup.matchAll(/<h3[^>]*><button type="button" id="([^"]+)"[^>]*aria-expanded="(true|false)" aria-controls="([^"]+)"/g)];
    expect(buttons).toHaveLength(2);
    for (const [, buttonId, expanded, panelId] of buttons) {
      expect(expanded).toBe('false');
      expect(markup).toContain(`<div id="${panelId}" role="region" aria-labelledby="${buttonId}" class="answer" hidden=""`);
    }
  });

  it('anchors each item by an id made from its question, so hash links can open it', () => {
    expect(faqItemId(items[0])).toBe('faq-gibt-es-eine-kleiderordnung');
    expect(markup).toContain('id="faq-gibt-es-eine-kleiderordnung" class="item" data-faq-item=""');
    expect(markup).toContain('id="faq-darf-ich-kinder-mitbringen"');
  });

  it('keeps the answers in the markup (for search and without JavaScript they are in the page)', () => {
    expect(markup).toContain('<p>Nein.</p>');
    expect(markup).toContain('<p>Ja.</p>');
  });
});
