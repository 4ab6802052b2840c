/**
 * Ctrl+Z undoes the editor's last change, Ctrl+Shift+Z and Ctrl+Y redo it (Cmd on a Mac), wherever
 * the page has focus. Not while typing in a field (the rich text and the browser keep their own
 * undo there) or in an open dialog.
 */
import { useEffect } from 'react';

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable=true], dialog[open]';

export function useUndoKeys(enabled: boolean, undo: () => void, redo: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const key = event.key.toLowerCase();
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key !== 'z' && !isRedo) return;
      event.preventDefault();
      if (isRedo) redo();
      else undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, undo, redo]);
}
