import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createEditor, type Descendant } from 'slate';
import { Editable, Slate, withReact } from 'slate-react';
import styles from './editor.module.css';

const initialValue: Descendant[] = [{ children: [{ text: '' }] } as Descendant];

/** Placeholder of the page editor: a real Slate instance, so the chunk is the real size. Later issues build it. */
export default function Editor() {
  const { t } = useTranslation();
  const [editor] = useState(() => withReact(createEditor()));
  return (
    <aside className={styles.panel} aria-label={t('editor.title')} data-testid="editor">
      <strong>{t('editor.title')}</strong>
      <Slate editor={editor} initialValue={initialValue}>
        <Editable className={styles.editable} placeholder={t('editor.placeholder')} />
      </Slate>
    </aside>
  );
}
