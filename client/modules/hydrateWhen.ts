/**
 * When a content module of each kind hydrates (./ModuleRenderer.tsx, client/partialHydration): the
 * kinds with something to do besides following links (a player, a carousel, an FAQ) as they near the
 * viewport; the others, static once rendered, only when touched (a link is followed and a button
 * clicked again meanwhile), on a client navigation or in edit mode.
 */
import { INTERACTIVE_KINDS } from '../../shared/modules/interactiveKinds';
import type { HydrateWhen } from '../partialHydration/gate';

export const hydrateWhen = (model: string): HydrateWhen => (INTERACTIVE_KINDS.has(model) ? 'visible' : 'touched');
