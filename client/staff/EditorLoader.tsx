import loadable from '@loadable/component';

/**
 * The editor chunk (Slate and the editing UI), loaded only in edit mode and only in the browser:
 * `ssr: false` renders nothing on the server and on the first client render, so hydration matches.
 */
export const EditorLoader = loadable(() => import(/* webpackChunkName: "editor" */ '../editor/Editor'), { ssr: false });
