/**
 * The module kinds with something to do besides following links (a player, a carousel, an FAQ):
 * they hydrate as they near the viewport, and those of a page's first section come with the page
 * (client/modules/hydrateWhen.ts, client/stores/ModuleDataStore.ts `eagerModels`). The others are
 * static once rendered and hydrate only when touched.
 */
export const INTERACTIVE_KINDS: ReadonlySet<string> = new Set(['faq', 'video', 'audio', 'viewer', 'social-media', 'teaser-list', 'video-list']);
