import { linkAttributes, ModuleLink } from '../../../client/modules/ModuleLink';
import { LinkModule } from '../../../client/modules/LinkModule';
import { html, node } from './render';

describe('module links (SPEC §2 Links)', () => {
  it.each([
    ['/de/konzerte', 'internal', undefined],
    ['https://example.org/x', 'external', '_blank'],
    ['www.example.org', 'external', '_blank'],
    ['#team', 'hash', undefined],
    ['/media/downloads/a.pdf', 'file', undefined],
    ['/de/filer_public/a.pdf', 'file', undefined],
    ['mailto:info@example.org', 'external', undefined],
  ])('%s is %s (target %s)', (href, kind, target) => {
    const attributes = linkAttributes(href);
    expect(attributes.kind).toBe(kind);
    expect(attributes.target).toBe(target);
    if (target) expect(attributes.rel).toBe('noopener noreferrer');
  });

  it('renders internal links as router links and external ones in a new tab', () => {
    // in place (the router takes its click: test/e2e/navigation.test.ts)
    expect(html(<ModuleLink href="/de/konzerte">Konzerte</ModuleLink>)).toBe('<a href="/de/konzerte">Konzerte</a>');
    expect(html(<ModuleLink href="https://example.org">Extern</ModuleLink>)).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Extern</a>');
    expect(html(<ModuleLink href="#faq">FAQ</ModuleLink>)).toBe('<a href="#faq">FAQ</a>');
    expect(html(<ModuleLink href="/media/downloads/a.pdf">PDF</ModuleLink>)).toBe('<a href="/media/downloads/a.pdf">PDF</a>');
  });

  it('opens an internal link in a new window when the editor asked for it', () => {
    expect(html(<ModuleLink href="/de/konzerte" newWindow>Konzerte</ModuleLink>)).toBe('<a href="/de/konzerte" target="_blank" rel="noopener noreferrer">Konzerte</a>');
  });

  it('renders the link module as a plain link or as a button', () => {
    const plain = html(<LinkModule node={node('link', { content: 'Newsletter', link_url: '/de/newsletter', extra_class: '' })} />);
    expect(plain).toContain('class="link"');
    const button = html(<LinkModule node={node('link', { content: 'Kontakt', link_url: '/de/forms/kontakt', extra_class: 'button', open_new_window: true })} />);
    expect(button).toContain('class="button"');
    expect(button).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html(<LinkModule node={node('link', { content: 'x', link_url: '' })} />)).toBe('');
  });
});
