/**
 * Rich text field of the module edit form: HTML in, HTML out (RICH_TEXT_ALLOWLIST of shared/modules),
 * edited with Slate: bold, italic, bulleted and numbered lists, links (with "Open new window"),
 * undo and redo, from the toolbar or the keyboard (Ctrl/Cmd+B, I, K, Z, Y, Shift+Z; Shift+Enter
 * for a line break; Shift+Left/Right select in Slate's own selection: commands.ts extendSelection).
 * The toolbar is one Tab stop; arrow keys move between its buttons.
 */
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createEditor, Range, type BaseRange, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import type { FieldWidgetProps } from '../fieldProps';
import { useWidgetTexts } from '../finders/i18n';
import { activeLink, extendSelection, insertLineBreak, isListActive, isMarkActive, leaveEmptyListItem, removeLink, setLink, toggleList, toggleMark, withRichText } from './commands';
import { htmlToValue, serialize } from './html';
import { BulletedIcon, LinkIcon, NumberedIcon, RedoIcon, UndoIcon } from './icons';
import { richTextTexts } from './i18n';
import { LinkDialog, type LinkDraft } from './LinkDialog';
import * as styles from './richText.module.css';
import type { ListType, MarkName, RichTextValue } from './types';

/** Ctrl (Cmd on a Mac) + `key`, with or without Shift */
const isModKey = (event: KeyboardEvent, key: string, shift = false) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.shiftKey === shift && event.key.toLowerCase() === key;
const MARK_KEYS: Record<string, MarkName> = { b: 'bold', i: 'italic' };
const isUndo = (event: KeyboardEvent) => isModKey(event, 'z');
const isRedo = (event: KeyboardEvent) => isModKey(event, 'y') || isModKey(event, 'z', true);
const isLinkKey = (event: KeyboardEvent) => isModKey(event, 'k');
/** Shift+Left/Right, by word with Ctrl (Alt on a Mac): null for any other key */
function selectionExtension(event: KeyboardEvent): { towardsLeft: boolean; unit: 'character' | 'word' } | null {
  if (!event.shiftKey || event.metaKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return null;
  return { towardsLeft: event.key === 'ArrowLeft', unit: event.ctrlKey || event.altKey ? 'word' : 'character' };
}

function Element({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} className={styles.link} title={element.url} {...(element.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    case 'paragraph':
      return <p {...attributes}>{children}</p>;
  }
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}

interface ToolbarButtonProps {
  label: string;
  /** the toolbar's one Tab stop */
  tabStop: boolean;
  onFocus(): void;
  pressed?: boolean;
  disabled?: boolean;
  onAction(): void;
  children: ReactNode;
  testId: string;
}

function ToolbarButton({ label, tabStop, onFocus, pressed, disabled, onAction, children, testId }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      data-testid={testId}
      tabIndex={tabStop ? 0 : -1}
      onFocus={onFocus}
      // keep the text's selection: act on mouse down, before the editor loses focus
      onMouseDown={(event) => {
        event.preventDefault();
        onAction();
      }}
      onClick={(event) => {
        // keyboard activation (Enter/Space) arrives as a click without mouse down
        if (event.detail === 0) onAction();
      }}
    >
      {children}
    </button>
  );
}

/**
 * Slate learns of a selection made in the text from the document's selectionchange events, which
 * it reads throttled (every 100 ms at most, later on a busy phone). A command given at once after
 * selecting with the keyboard (Shift+arrows, then Shift+Tab and Enter on 'Bold', or Ctrl+K) would
 * act on the selection before. Each command first takes the document's selection when it lies in
 * this editor's text.
 */
function takeDocumentSelection(editor: ReactEditor): void {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  if (!ReactEditor.hasEditableTarget(editor, selection.anchorNode) || !ReactEditor.hasTarget(editor, selection.focusNode)) return;
  const range = ReactEditor.toSlateRange(editor, selection, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) editor.select(range);
}

/** Roving focus: the toolbar is one Tab stop (the button last focused), arrows move inside. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (target === undefined || !buttons.length) return;
  event.preventDefault();
  buttons[(target + buttons.length) % buttons.length].focus();
}

function Toolbar({ label, onLink }: { label: string; onLink(): void }) {
  const editor = useSlate();
  const { t } = useWidgetTexts(richTextTexts);
  const list = (type: ListType) => () => {
    takeDocumentSelection(editor);
    toggleList(editor, type);
    ReactEditor.focus(editor);
  };
  const mark = (name: MarkName) => () => {
    takeDocumentSelection(editor);
    toggleMark(editor, name);
    ReactEditor.focus(editor);
  };
  // the Tab stop; bold (0) is never disabled, so it takes over when undo or redo (5, 6) becomes disabled
  const [stopIndex, setStopIndex] = useState(0);
  const stopDisabled = (stopIndex === 5 && !editor.history.undos.length) || (stopIndex === 6 && !editor.history.redos.length);
  const stop = (index: number) => ({ tabStop: index === (stopDisabled ? 0 : stopIndex), onFocus: () => setStopIndex(index) });
  return (
    <div
      role="toolbar"
      aria-label={`${label}: ${t('richText.toolbar')}`}
      className={styles.toolbar}
      onKeyDown={onToolbarKeyDown}
    >
      <ToolbarButton label={t('richText.bold')} pressed={isMarkActive(editor, 'bold')} onAction={mark('bold')} testId="rt-bold" {...stop(0)}>
        <strong aria-hidden="true">B</strong>
      </ToolbarButton>
      <ToolbarButton label={t('richText.italic')} pressed={isMarkActive(editor, 'italic')} onAction={mark('italic')} testId="rt-italic" {...stop(1)}>
        <em aria-hidden="true">I</em>
      </ToolbarButton>
      <ToolbarButton label={t('richText.bulletedList')} pressed={isListActive(editor, 'bulleted-list')} onAction={list('bulleted-list')} testId="rt-bulleted" {...stop(2)}>
        <BulletedIcon />
      </ToolbarButton>
      <ToolbarButton label={t('richText.numberedList')} pressed={isListActive(editor, 'numbered-list')} onAction={list('numbered-list')} testId="rt-numbered" {...stop(3)}>
        <NumberedIcon />
      </ToolbarButton>
      <ToolbarButton label={t('richText.link')} pressed={!!activeLink(editor)} onAction={onLink} testId="rt-link" {...stop(4)}>
        <LinkIcon />
      </ToolbarButton>
      <ToolbarButton label={t('richText.undo')} disabled={!editor.history.undos.length} onAction={() => editor.undo()} testId="rt-undo" {...stop(5)}>
        <UndoIcon />
      </ToolbarButton>
      <ToolbarButton label={t('richText.redo')} disabled={!editor.history.redos.length} onAction={() => editor.redo()} testId="rt-redo" {...stop(6)}>
        <RedoIcon />
      </ToolbarButton>
    </div>
  );
}

export default function RichTextField({ id, label, value, onChange, required, invalid, describedBy }: FieldWidgetProps<string>) {
  // `value` changed by someone else (a reset of the form): start again from it
  const [sync, setSync] = useState({ emitted: value, generation: 0 });
  if (value !== sync.emitted) setSync({ emitted: value, generation: sync.generation + 1 });
  return (
    <RichTextEditor
      key={sync.generation}
      id={id}
      label={label}
      initialHtml={value}
      required={required}
      invalid={invalid}
      describedBy={describedBy}
      onHtml={(html) => {
        if (html === sync.emitted) return; // a selection change
        setSync((previous) => ({ ...previous, emitted: html }));
        onChange(html);
      }}
    />
  );
}

interface RichTextEditorProps extends Omit<FieldWidgetProps<string>, 'value' | 'onChange'> {
  initialHtml: string;
  onHtml(html: string): void;
}

function RichTextEditor({ id, label, initialHtml, required, invalid, describedBy, onHtml }: RichTextEditorProps) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const [initialValue] = useState(() => htmlToValue(initialHtml) as Descendant[]);
  const [linkDialog, setLinkDialog] = useState<{ at: BaseRange | null; initial: LinkDraft | null } | null>(null);

  const openLinkDialog = () => {
    takeDocumentSelection(editor);
    const at = editor.selection;
    const current = activeLink(editor, at);
    setLinkDialog({ at, initial: current ? { url: current[0].url, newWindow: current[0].newWindow } : null });
  };
  const closeLinkDialog = () => {
    const at = linkDialog?.at;
    setLinkDialog(null);
    ReactEditor.focus(editor);
    if (at) editor.select(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const extension = selectionExtension(event);
    if (extension) {
      event.preventDefault();
      const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
      extendSelection(editor, extension.towardsLeft !== rightToLeft, extension.unit);
      return;
    }
    for (const [key, mark] of Object.entries(MARK_KEYS)) {
      if (isModKey(event, key)) {
        event.preventDefault();
        takeDocumentSelection(editor);
        toggleMark(editor, mark);
        return;
      }
    }
    if (isUndo(event)) {
      event.preventDefault();
      editor.undo();
    } else if (isRedo(event)) {
      event.preventDefault();
      editor.redo();
    } else if (isLinkKey(event)) {
      event.preventDefault();
      openLinkDialog();
    } else if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      insertLineBreak(editor);
    } else if (event.key === 'Enter' && leaveEmptyListItem(editor)) {
      event.preventDefault();
    }
  };

  return (
    <div className={`${styles.field} ${invalid ? styles.invalid : ''}`} data-testid="richtext-field">
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(nodes) => {
          const html = serialize(nodes as RichTextValue);
          onHtml(html);
        }}
      >
        <Toolbar label={label} onLink={openLinkDialog} />
        <Editable
          id={id}
          className={styles.editable}
          aria-label={label}
          aria-multiline="true"
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          renderElement={Element}
          renderLeaf={Leaf}
          onKeyDown={onKeyDown}
          spellCheck
        />
      </Slate>
      <LinkDialog
        open={linkDialog !== null}
        initial={linkDialog?.initial ?? null}
        onClose={closeLinkDialog}
        onRemove={() => {
          const at = linkDialog?.at ?? null;
          setLinkDialog(null);
          ReactEditor.focus(editor);
          removeLink(editor, at);
        }}
        onApply={({ url, newWindow }) => {
          const at = linkDialog?.at ?? null;
          setLinkDialog(null);
          ReactEditor.focus(editor);
          setLink(editor, at, url, newWindow);
        }}
      />
    </div>
  );
}

