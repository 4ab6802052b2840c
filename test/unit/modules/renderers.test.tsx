/**
 * Module renderers as a chunk per kind (client/modules/renderers.ts): every kind an editor can add
 * has one, the store records the kinds of the sections a loader passes (nested children too, in the
 * snapshot), and what a render of those sections adds as chunks is exactly what the server writes
 * for the recorded kinds.
 */
import { getSnapshot } from 'mobx-state-tree';
import { PageSections } from '../../../client/modules/PageSections';
import { MODULE_KINDS, moduleChunks } from '../../../client/modules/renderers';
import { modelsOf, ModuleDataStore } from '../../../client/stores/ModuleDataStore';
import { createRootStore } from '../../../client/stores/RootStore';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import { PALETTE } from '../../../shared/modules';
import { html, node } from './render';

const section = (modules: ModuleNode[], id = 1): ContainerSection => ({ id, slug: `s${id}`, locale: 'de', content_type: 'page', object_id: 1, parent: null, layout: 0, order: id, modules });

const noApi = { get: () => Promise.reject(new Error('no api')), send: () => Promise.reject(new Error('no api')), upload: () => Promise.reject(new Error('no api')) };

/** A module of every kind an editor can add, list kinds with one child of their child model. */
const everyKind = () => PALETTE.map((schema, order) => node(schema.model, {}, { order, children: schema.childModel ? [node(schema.childModel, {})] : [] }));

/** The chunks a server-side render of these sections adds, sorted. */
function renderedChunks(sections: ContainerSection[]): string[] {
  const chunks: string[] = [];
  html(<PageSections sections={sections} />, { chunks });
  return [...new Set(chunks)].sort();
}

describe('module renderers', () => {
  it('exist for exactly the kinds an editor can add, each a default export in client/modules/kinds', () => {
    expect([...MODULE_KINDS].sort()).toEqual(PALETTE.map((schema) => schema.model).sort());
    for (const model of MODULE_KINDS) expect(typeof jest.requireActual<{ default: unknown }>(`../../../client/modules/kinds/${model}`).default).toBe('function');
  });

  it('name their chunks module-<model>; list items and unknown models have none', () => {
    expect(moduleChunks(['headline', 'teaser-item', 'text', 'nope', 'constructor', '__proto__', 'event-list'])).toEqual(['module-headline', 'module-text', 'module-event-list']);
  });

  it('add exactly the chunks of the kinds rendered: a headline and a text need module-headline and module-text', () => {
    const sections = [section([node('headline', { content: 'Über uns', headline_level: 2 }), node('text', { content: '<p>Wir spielen.</p>' })])];
    const chunks = renderedChunks(sections);
    expect(chunks).toEqual(['module-headline', 'module-text']);
    expect(chunks).toEqual(moduleChunks(modelsOf(sections)).sort());
  });

  it('add, for every kind, what the server writes for the kinds the store records', () => {
    const sections = [section(everyKind().slice(0, 8), 1), section(everyKind().slice(8), 2)];
    const chunks = renderedChunks(sections);
    expect(chunks).toHaveLength(PALETTE.length);
    expect(chunks).toEqual(moduleChunks(modelsOf(sections)).sort());
  });
});

describe('the kinds a page shows, in the store', () => {
  it('are the models of all sections and, nested, of the modules’ children, once each, in order', () => {
    const sections = [
      section([node('headline'), node('teaser-list', {}, { children: [node('teaser-item'), node('teaser-item')] })], 1),
      section([node('faq', {}, { children: [node('faq-item')] }), node('headline')], 2),
      section([], 3),
    ];
    expect(modelsOf(sections)).toEqual(['headline', 'teaser-list', 'teaser-item', 'faq', 'faq-item']);
    // malformed answers (no modules, a model that is not a string) record nothing instead of failing
    expect(modelsOf([{ ...section([]), modules: undefined } as unknown as ContainerSection, section([{ ...node('x'), model: 7 } as unknown as ModuleNode])])).toEqual([]);
  });

  it('are recorded by load, replaced by the next page’s, and part of the snapshot', async () => {
    const store = createRootStore({}, { api: noApi, logger: { warn: () => {} } });
    await store.moduleData.load('de', [section([node('quote'), node('image-list', {}, { children: [node('image-item')] })])]);
    expect(store.moduleData.models).toEqual(['quote', 'image-list', 'image-item']);
    expect(getSnapshot(store).moduleData.models).toEqual(['quote', 'image-list', 'image-item']);
    await store.moduleData.load('de', []);
    expect(store.moduleData.models).toEqual([]);
    expect(store.moduleData.eagerModels).toEqual([]);
    const restored = ModuleDataStore.create({ models: ['video'] }, { api: noApi, logger: { warn: () => {} } });
    expect(restored.models).toEqual(['video']);
  });
});

describe('the kinds whose renderers come with the page', () => {
  it('are the interactive kinds of the first section; static kinds and later sections’ kinds load in the browser when needed', async () => {
    const store = createRootStore({}, { api: noApi, logger: { warn: () => {} } });
    await store.moduleData.load('de', [
      section([node('full-teaser'), node('teaser-list', {}, { children: [node('teaser-item')] })], 1),
      section([node('logo-list', {}, { children: [node('logo-item')] }), node('full-teaser')], 2),
    ]);
    // a full teaser is static once rendered (client/modules/hydrateWhen.ts), a teaser list a carousel
    expect(store.moduleData.eagerModels).toEqual(['teaser-list']);
    expect(moduleChunks(store.moduleData.eagerModels)).toEqual(['module-teaser-list']);
    expect(getSnapshot(store).moduleData.eagerModels).toEqual(['teaser-list']);
  });

  it('change nothing in what the server renders: the modules of every section', () => {
    const sections = [section([node('headline', { content: 'Oben', headline_level: 2 })], 1), section([node('quote', { content: 'Unten' })], 2)];
    const markup = html(<PageSections sections={sections} />);
    expect(markup).toContain('Oben');
    expect(markup).toContain('Unten');
  });
});
