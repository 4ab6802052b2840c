/**
 * The rich-text document as Slate holds it: exactly what RICH_TEXT_ALLOWLIST (shared/modules/richText.ts)
 * can express. Paragraphs and flat lists of items hold inline content: texts (bold, italic; '\n' is a
 * line break <br>) and links. Nothing else exists, so nothing else can be serialized.
 */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
}

export interface LinkElement {
  type: 'link';
  /** as stored in href: http(s), mailto, tel or a site path (/…, #…, ?…) */
  url: string;
  /** target="_blank" rel="noopener noreferrer" */
  newWindow: boolean;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

export interface ParagraphElement {
  type: 'paragraph';
  children: InlineNode[];
}

export interface ListItemElement {
  type: 'list-item';
  children: InlineNode[];
}

export type ListType = 'bulleted-list' | 'numbered-list';

export interface ListElement {
  type: ListType;
  children: ListItemElement[];
}

export type BlockElement = ParagraphElement | ListElement;
export type RichTextElement = BlockElement | ListItemElement | LinkElement;
export type RichTextValue = BlockElement[];

export type MarkName = 'bold' | 'italic';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: FormattedText;
  }
}
