/**
 * The store snapshot travels in `<script type="application/json" id="__STATE__">`. JSON.stringify
 * alone could close the script (`</script>`), open a comment (`<!--`) or, in old engines, end a
 * line (U+2028/U+2029): those characters are written as \u escapes, which JSON.parse reads back.
 */
export const STATE_ELEMENT_ID = '__STATE__';

const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeState(state: unknown, replacer?: (this: unknown, key: string, value: unknown) => unknown): string {
  return JSON.stringify(state, replacer).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What the server wrote with serializeState into `<script type="application/json" id=…>`; undefined when the page has none. */
export function readJsonScript<T>(id: string, doc: Document = document): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

export const readState = <T>(doc: Document = document): T | undefined => readJsonScript<T>(STATE_ELEMENT_ID, doc);
