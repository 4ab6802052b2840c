/**
 * Rich text in the admin (ra-input-rich-text, Tiptap) limited to what the back end's sanitizer keeps
 * (shared/modules/richText.ts): paragraphs, bold, italic, bulleted and numbered lists, links. The
 * editor offers nothing else, so what an editor sees is what the site shows.
 */
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from 'react-admin';
import { LinkButtons, ListButtons, RichTextInput, RichTextInputToolbar, useTiptapEditor, type RichTextInputProps } from 'ra-input-rich-text';

// (typed against ra-input-rich-text's own copy of @tiptap/core, which its default options also mix
// with the top-level StarterKit at run time)
const editorOptions = {
  extensions: [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: { openOnClick: false },
    }),
  ],
} as unknown as RichTextInputProps['editorOptions'];

function BoldItalicButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = ['bold', 'italic'].filter((mark) => editor?.isActive(mark));
  const toggle = (mark: 'bold' | 'italic') => void editor?.chain().focus().toggleMark(mark).run();
  const bold = translate('ra.tiptap.bold', { _: 'Bold' });
  const italic = translate('ra.tiptap.italic', { _: 'Italic' });
  return (
    <ToggleButtonGroup size="small" value={active} disabled={!editor?.isEditable}>
      <ToggleButton value="bold" aria-label={bold} title={bold} onClick={() => toggle('bold')}>
        <FormatBold fontSize="inherit" />
      </ToggleButton>
      <ToggleButton value="italic" aria-label={italic} title={italic} onClick={() => toggle('italic')}>
        <FormatItalic fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export function LimitedRichTextInput(props: RichTextInputProps) {
  return (
    <RichTextInput
      {...props}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <BoldItalicButtons />
          <ListButtons size="small" />
          <LinkButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
