/**
 * A headline, text or quote in edit mode as visitors see it, and the way into editing it in place
 * (./InlineEditor.tsx): a click on it, or Tab to it and Enter (F2 too). Named for screen readers by
 * the module's name, described by the hint. A click on a link inside starts the editing instead of
 * following the link.
 */
import { forwardRef, useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as headlineStyles from '../../modules/Headline.module.css';
import * as quoteStyles from '../../modules/Quote.module.css';
import { fieldAt, MAIN_FIELD } from './fields';
import * as styles from './inline.module.css';

/** The part of a rendering that names a field other than the main one (the visitor's classes). */
const PARTS: [string, string][] = [
  [headlineStyles.preline, 'preline'],
  [headlineStyles.subline, 'subline'],
  [quoteStyles.author, 'author'],
];

function partOf(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  for (const [className, field] of PARTS) if (className && target.closest(`.${CSS.escape(className)}`)) return field;
  return null;
}

interface InlineTargetProps {
  model: string;
  /** the module's name in the editor's language ('Überschrift') */
  name: string;
  onStart(field: string): void;
  children: ReactNode;
}

export const InlineTarget = forwardRef<HTMLDivElement, InlineTargetProps>(function InlineTarget({ model, name, onStart, children }, ref) {
  const { t } = useTranslation();
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      onStart(MAIN_FIELD);
    }
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    // a link inside followed by the keyboard (Enter on it, a click without pointer) stays a link
    if (event.detail === 0 && event.target !== event.currentTarget) return;
    event.preventDefault();
    event.stopPropagation();
    onStart(fieldAt(model, partOf(event.target)));
  };
  return (
    <div
      ref={ref}
      className={styles.target}
      tabIndex={0}
      role="group"
      aria-label={name}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onClickCapture={onClickCapture}
      data-testid="inline-target"
    >
      {children}
      <span id={hintId} className={styles.hint} aria-hidden="true">
        {t('editor.inline.hint')}
      </span>
    </div>
  );
});
