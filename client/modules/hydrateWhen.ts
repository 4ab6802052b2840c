/**
 * When a content module of each kind hydrates (./ModuleRenderer.tsx, client/partialHydration): the
 * kinds with something to do besides following links (a player, a carousel, an FAQ) as they near the
 * viewport; the others, static once rendered, only when touched (a link is followed and a button
 * clicked again meanwhile), on a client navigation or in edit mode. A module of its own so the
 * stores (ModuleDataStore) and the server read it without the renderers.
 */
import type { HydrateWhen } from '../partialHydration/gate';

export const INTERACTIVE_KINDS: ReadonlySet<string> = new Set(['faq', 'video', 'audio', 'viewer', 'social-media', 'teaser-list', 'video-list']);

export const hydrateWhen = (model: string): HydrateWhen => (INTERACTIVE_KINDS.has(model) ? 'visible' : 'touched');
