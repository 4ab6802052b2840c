/**
 * Content checks of a page, like the accessibility checkers of Wagtail and Storyblok: images without
 * alt text, heading levels that skip, empty links, vague link texts ('hier', 'mehr', 'here', 'more'),
 * modules with content in only one language, and links to site addresses that lead nowhere (which
 * addresses those are, the back end says: `siteLinksOf` lists them, the caller passes the answer
 * as `missingLinks`). The editor lists them in its checks panel
 * (client/editor/checks/ChecksPanel.tsx) and warns before publishing; nothing here blocks a save.
 *
 *   const issues = contentIssues(page.modules, { otherSections: englishPage.modules });
 *   issues[0] -> { kind: 'imageAlt', moduleId: 12, sectionId: 3, model: 'image', params: {} }
 *
 * Pure: the same call works in the browser, in a test, or in the back end.
 */
import type { ContainerSection, ModuleNode } from '../contract/pages';
import { getModuleSchema } from '../modules';
import { plainText } from '../history/changes';
import { decodeEntities } from '../plainText';

export type ContentIssueKind = 'imageAlt' | 'headingSkip' | 'emptyLink' | 'vagueLink' | 'brokenLink' | 'oneLanguage';

export interface ContentIssue {
  kind: ContentIssueKind;
  /** the module concerned (a child module's own id for FAQ items, teasers…) */
  moduleId: number;
  /** the top-level module the editor opens to fix it */
  topModuleId: number;
  sectionId: number;
  model: string;
  /** details for the message: { level, previous } for headingSkip, { text } for vagueLink */
  params: Record<string, string | number>;
}

export interface ContentIssueOptions {
  /** the same owner's sections in the other language; undefined: the language check is skipped */
  otherSections?: readonly ContainerSection[];
  /** the heading level the page starts with (its title is the h1) */
  startLevel?: number;
  /** the site addresses that lead nowhere (the back end's link check); undefined: not checked yet */
  missingLinks?: ReadonlySet<string>;
}

/** A link's address is one of this site's pages' (a path; not '//host', which is another host). */
export const isSiteAddress = (href: string): boolean => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** Link texts that say nothing about the target, lower-case, without punctuation. */
export const VAGUE_LINK_TEXTS = [
  'hier',
  'hier klicken',
  'klicken sie hier',
  'mehr',
  'mehr erfahren',
  'weiter',
  'weiterlesen',
  'link',
  'here',
  'click here',
  'more',
  'read more',
  'learn more',
  'this',
];

const normalizeLinkText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.…:!?»«>›→"'„“”]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const isVagueLinkText = (text: string): boolean => VAGUE_LINK_TEXTS.includes(normalizeLinkText(text));

/** Modules of a section in reading order: by column, then position. */
function ordered(section: ContainerSection): ModuleNode[] {
  return [...section.modules].sort((a, b) => a.column - b.column || a.order - b.order || a.id - b.id);
}

const sortSections = (sections: readonly ContainerSection[]) => [...sections].sort((a, b) => a.order - b.order || a.id - b.id);

/** Anchors in rich text: their text and href. */
function anchorsOf(html: string): { text: string; href: string }[] {
  const found: { text: string; href: string }[] = [];
  const pattern = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const href = /\bhref\s*=\s*"([^"]*)"/i.exec(match[1])?.[1] ?? /\bhref\s*=\s*'([^']*)'/i.exec(match[1])?.[1] ?? '';
    found.push({ text: plainText(match[2]), href: decodeEntities(href).trim() });
  }
  return found;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** Whether a module holds content a reader sees (any filled text, an image, an embed). */
function hasContent(node: ModuleNode): boolean {
  const schema = getModuleSchema(node.model);
  const visible = schema?.fields.some((field) => {
    if (field.name === 'anchor' || field.name === 'extra_class' || field.kind === 'select' || field.kind === 'checkbox') return false;
    const value = node.data[field.name];
    return typeof value === 'number' || (typeof value === 'string' && plainText(value) !== '');
  });
  return Boolean(visible) || node.children.some(hasContent);
}

/** Every link address of a module (not its children): its rich texts' anchors, then its link field. */
function linksOf(node: ModuleNode): string[] {
  const schema = getModuleSchema(node.model);
  if (!schema) return [];
  const hrefs: string[] = [];
  for (const field of schema.fields.filter((f) => f.kind === 'richtext')) for (const anchor of anchorsOf(str(node.data[field.name]))) hrefs.push(anchor.href);
  if (schema.fields.some((f) => f.name === 'link_url')) hrefs.push(str(node.data.link_url).trim());
  return hrefs.filter(Boolean);
}

/** The distinct site addresses the sections link to (rich text and link fields, child modules too): what to ask the back end's link check. */
export function siteLinksOf(sections: readonly ContainerSection[]): string[] {
  const found = new Set<string>();
  const visit = (node: ModuleNode) => {
    for (const href of linksOf(node)) if (isSiteAddress(href)) found.add(href);
    node.children.forEach(visit);
  };
  for (const section of sections) section.modules.forEach(visit);
  return [...found];
}

function checkModule(node: ModuleNode, top: ModuleNode, section: ContainerSection, issues: ContentIssue[], missingLinks: ReadonlySet<string> | undefined): void {
  const issue = (kind: ContentIssueKind, params: Record<string, string | number> = {}) =>
    issues.push({ kind, moduleId: node.id, topModuleId: top.id, sectionId: section.id, model: node.model, params });
  const schema = getModuleSchema(node.model);
  if (!schema) return;

  // images: the library image's alt text (logos may carry their own), an external image has none
  for (const field of schema.fields.filter((f) => f.kind === 'image')) {
    const ref = node.images?.[field.name] ?? null;
    const external = field.urlAlternative ? str(node.data[field.urlAlternative]).trim() : '';
    const ownAlt = str(node.data.image_alt).trim();
    if (ref ? !ref.alt.trim() && !ownAlt : external && !ownAlt) issue('imageAlt');
  }

  // links of rich text
  for (const field of schema.fields.filter((f) => f.kind === 'richtext')) {
    for (const anchor of anchorsOf(str(node.data[field.name]))) {
      if (!anchor.text || !anchor.href) issue('emptyLink');
      else if (isVagueLinkText(anchor.text)) issue('vagueLink', { text: anchor.text });
    }
  }

  // a link module: its text and target; teasers: their link text
  if (node.model === 'link') {
    const text = plainText(node.data.content);
    const target = str(node.data.link_url).trim() || (typeof node.data.link === 'number' ? String(node.data.link) : '');
    if (!text || !target) issue('emptyLink');
    else if (isVagueLinkText(text)) issue('vagueLink', { text });
  } else if (schema.fields.some((f) => f.name === 'link_text')) {
    const text = plainText(node.data.link_text);
    const hasTarget = str(node.data.link_url).trim() !== '' || typeof node.data.link === 'number';
    if (hasTarget && text && isVagueLinkText(text)) issue('vagueLink', { text });
  }

  // links to site addresses that lead nowhere, each address once per module
  if (missingLinks?.size) for (const url of new Set(linksOf(node))) if (missingLinks.has(url)) issue('brokenLink', { url });

  for (const child of node.children) checkModule(child, top, section, issues, missingLinks);
}

/** Every issue of the sections of one language, in reading order. */
export function contentIssues(sections: readonly ContainerSection[], options: ContentIssueOptions = {}): ContentIssue[] {
  const issues: ContentIssue[] = [];
  let previousLevel = options.startLevel ?? 1;
  const ownSections = sortSections(sections);
  for (const section of ownSections) {
    for (const node of ordered(section)) {
      if (node.model === 'headline') {
        const level = Number(node.data.headline_level) || 2;
        if (level > previousLevel + 1) {
          issues.push({ kind: 'headingSkip', moduleId: node.id, topModuleId: node.id, sectionId: section.id, model: node.model, params: { level, previous: previousLevel } });
        }
        previousLevel = level;
      }
      checkModule(node, node, section, issues, options.missingLinks);
    }
  }

  if (options.otherSections) {
    // the other language's counterpart: the module at the same place (section by position, then
    // column and position) of the same kind
    const others = sortSections(options.otherSections);
    ownSections.forEach((section, sectionIndex) => {
      const other = others[sectionIndex];
      const columns = new Map<number, ModuleNode[]>();
      for (const node of other ? ordered(other) : []) columns.set(node.column, [...(columns.get(node.column) ?? []), node]);
      const position = new Map<number, number>();
      for (const node of ordered(section)) {
        const index = position.get(node.column) ?? 0;
        position.set(node.column, index + 1);
        const counterpart = columns.get(node.column)?.[index];
        if (hasContent(node) && !(counterpart && counterpart.model === node.model && hasContent(counterpart))) {
          issues.push({ kind: 'oneLanguage', moduleId: node.id, topModuleId: node.id, sectionId: section.id, model: node.model, params: {} });
        }
      }
    });
  }
  return issues;
}
