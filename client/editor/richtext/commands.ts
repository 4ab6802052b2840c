/**
 * Editor commands as functions of (editor, …), kept apart from the React components (Slate's
 * richtext example): marks, lists, links, line breaks, and the editor plugin that makes links inline.
 */
import { Editor, Element, Range, Transforms, type BaseRange, type NodeEntry } from 'slate';
import { htmlToValue, LIST_TYPES } from './html';
import type { LinkElement, ListType, MarkName } from './types';

/**
 * Links are inline. Pasted HTML (from Word, LibreOffice, Google Docs or a web page) keeps what the
 * allowlist can express (paragraphs, lists, bold, italic, safe links), read with the same
 * deserializer as stored HTML in its paste mode (./html.ts: headings as bold paragraphs, Word's list
 * paragraphs as lists, table cells as paragraphs). The document stays in its one shape whatever
 * lands where: lists hold items only (a list pasted into a list gives its items), items live in lists.
 */
export function withRichText(editor: Editor): Editor {
  const { isInline, insertData, normalizeNode } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      Transforms.insertFragment(editor, htmlToValue(html, { paste: true }));
      return;
    }
    insertData(data);
  };
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Element.isElement(node) && isList(node)) {
      for (const [index, child] of node.children.entries()) {
        const childPath = [...path, index];
        if (isList(child)) {
          // a list inside a list: its items join the outer one (lists are flat)
          Transforms.unwrapNodes(editor, { at: childPath });
          return;
        }
        // (the types say a list holds items only; this is where that is made true)
        if (Element.isElement(child) && (child as { type: string }).type === 'paragraph') {
          Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
          return;
        }
      }
    }
    if (Element.isElement(node) && node.type === 'list-item' && path.length === 1) {
      // an item outside a list: a paragraph
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      return;
    }
    normalizeNode(entry, options);
  };
  return editor;
}

export function isMarkActive(editor: Editor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const isList = (node: unknown): boolean => Element.isElement(node) && (LIST_TYPES as readonly string[]).includes(node.type);

export function isListActive(editor: Editor, type: ListType): boolean {
  if (!editor.selection) return false;
  const [match] = Array.from(Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: (n) => Element.isElement(n) && n.type === type }));
  return !!match;
}

/** Paragraphs become items of a `type` list; items of that list become paragraphs again. */
export function toggleList(editor: Editor, type: ListType): void {
  const active = isListActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(editor, { type: active ? 'paragraph' : 'list-item' }, { match: (n) => Element.isElement(n) && (n.type === 'paragraph' || n.type === 'list-item') });
    if (!active) Transforms.wrapNodes(editor, { type, children: [] }, { match: (n) => Element.isElement(n) && n.type === 'list-item' });
  });
}

export function activeLink(editor: Editor, at: BaseRange | null = editor.selection): NodeEntry<LinkElement> | undefined {
  if (!at) return undefined;
  const [entry] = Array.from(Editor.nodes(editor, { at, match: (n) => Element.isElement(n) && n.type === 'link' }));
  return entry as NodeEntry<LinkElement> | undefined;
}

export function removeLink(editor: Editor, at: BaseRange | null = editor.selection): void {
  if (!at) return;
  Transforms.unwrapNodes(editor, { at, match: (n) => Element.isElement(n) && n.type === 'link', split: Range.isExpanded(at) });
}

/**
 * Sets the link of the selection `at`: changes the link the cursor is in, else wraps the selected
 * text, else inserts the URL as the link's text.
 */
export function setLink(editor: Editor, at: BaseRange | null, url: string, newWindow: boolean): void {
  const range = at ?? Editor.end(editor, []);
  Transforms.select(editor, range);
  const current = activeLink(editor, editor.selection);
  if (current) {
    Transforms.setNodes(editor, { url, newWindow }, { at: current[1] });
    return;
  }
  const link: LinkElement = { type: 'link', url, newWindow, children: [] };
  if (editor.selection && Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/** Enter in an empty list item leaves the list (as word processors do); otherwise Slate splits the block. */
export function leaveEmptyListItem(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const [item] = Array.from(Editor.nodes(editor, { match: (n) => Element.isElement(n) && n.type === 'list-item' }));
  if (!item || Editor.string(editor, item[1]) !== '') return false;
  Transforms.unwrapNodes(editor, { match: isList, split: true });
  Transforms.setNodes(editor, { type: 'paragraph' });
  return true;
}

/** Shift+Enter: a line break inside the paragraph (<br>). */
export function insertLineBreak(editor: Editor): void {
  Editor.insertText(editor, '\n');
}

/**
 * Shift+Left/Right (a letter) and, with Ctrl or Alt as well, a word: the focus end of the selection
 * moves in Slate's own selection, which the document's then follows. Left to the browser (Slate's
 * default), the new selection reaches Slate only with the next selectionchange event, and a render
 * that comes first puts the previous selection back: a letter lost from a quick keyboard selection.
 * `backward` is towards the start of the text (Left in a left-to-right text).
 */
export function extendSelection(editor: Editor, backward: boolean, unit: 'character' | 'word'): void {
  Transforms.move(editor, { unit, edge: 'focus', reverse: backward });
}
