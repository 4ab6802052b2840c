/**
 * Shift+arrows in the rich text move the selection's focus in Slate's own selection
 * (client/editor/richtext/commands.ts extendSelection): by a letter (whole letters: "ä" written as
 * a plus a combining mark is one), by a word, into and out of a link, and back across the anchor.
 */
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { extendSelection, withRichText } from '../../../client/editor/richtext/commands';

function editorWith(children: Descendant[]): Editor {
  const editor = withRichText(createEditor());
  editor.children = children;
  return editor;
}

const selected = (editor: Editor) => (editor.selection ? Editor.string(editor, editor.selection) : null);

test('a letter at a time from the end, a combining mark with its letter, then back to the right', () => {
  const editor = editorWith([{ type: 'paragraph', children: [{ text: 'Alter Text kra\u0308ftig' }] }]);
  Transforms.select(editor, Editor.end(editor, []));
  for (let i = 0; i < 4; i++) extendSelection(editor, true, 'character');
  expect(selected(editor)).toBe('ftig');
  extendSelection(editor, true, 'character');
  expect(selected(editor)).toBe('a\u0308ftig');
  extendSelection(editor, false, 'character');
  expect(selected(editor)).toBe('ftig');
  // the anchor stays where the selection began
  expect(editor.selection?.anchor).toEqual(Editor.end(editor, []));
});

test('a word at a time, past the anchor to the other side', () => {
  const editor = editorWith([{ type: 'paragraph', children: [{ text: 'eins zwei drei' }] }]);
  Transforms.select(editor, { path: [0, 0], offset: 9 }); // after 'zwei'
  extendSelection(editor, true, 'word');
  expect(selected(editor)).toBe('zwei');
  extendSelection(editor, false, 'word');
  extendSelection(editor, false, 'word');
  expect(selected(editor)).toBe(' drei');
});

test('into a link and out of it, and from one paragraph into the next', () => {
  const editor = editorWith([
    { type: 'paragraph', children: [{ text: 'vor ' }, { type: 'link', url: 'https://example.org/', newWindow: false, children: [{ text: 'Link' }] }, { text: '' }] },
    { type: 'paragraph', children: [{ text: 'zweiter' }] },
  ]);
  Transforms.select(editor, { path: [0, 0], offset: 4 });
  for (let i = 0; i < 4; i++) extendSelection(editor, false, 'character');
  expect(selected(editor)).toBe('Link');
  extendSelection(editor, false, 'character');
  extendSelection(editor, false, 'character');
  expect(selected(editor)).toBe('Linkz');
  expect(editor.selection?.focus.path).toEqual([1, 0]);
});
