/**
 * Text on the page (issue 27 item 1): which modules and fields are edited in place, what they start
 * from, and the save path the in-place editor shares with the module dialog (submitModule: the shared
 * schema's messages in the page's language before anything is sent, the headline's anchor, the save
 * with its undo backup); undo waits for a save still on its way (one in place starts as the focus
 * moves to 'Rückgängig').
 */
import { createOperations } from '../../../client/editor/operations';
import { ownerKey, type EditableOwner } from '../../../client/editor/owner';
import { editorArea } from '../../../client/editor/EditorStore';
import { fieldAt, inlineFieldsOf, isInlineModel, leaveAction, startValues } from '../../../client/editor/inline/fields';
import { submitModule, validateForSave, withHeadlineAnchor } from '../../../client/editor/modules/submitModule';
import { areaOf } from '../../../client/stores/areas';
import { createRootStore } from '../../../client/stores/RootStore';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import { fakePageEditorApi } from './fakePageEditorApi';

const owner: EditableOwner = { content_type: 'page', object_id: 7 };
/** the editors made, whose save alerts' timers are stopped after each test */
const made: { hideAlert(): void }[] = [];
afterEach(() => made.splice(0).forEach((editor) => editor.hideAlert()));

function setup() {
  const fake = fakePageEditorApi();
  const store = createRootStore({}, { api: fake.api, logger: { warn: jest.fn() } });
  const ops = createOperations(store, 'de');
  const editor = areaOf(store, editorArea);
  made.push(editor);
  const current = (): ContainerSection => editor.sectionsOf(ownerKey(owner))![0];
  return { fake, ops, editor, current };
}

async function withModules() {
  const context = setup();
  const { ops, current } = context;
  await ops.ensureSection(owner);
  const place = () => ({ placement: { section: current().id, column: 0, parent: null } });
  await ops.saveModule(owner, current(), 'headline', { content: 'Erste', headline_level: 2 }, place());
  await ops.saveModule(owner, current(), 'quote', { content: 'Altes Zitat', author: 'Clara' }, place());
  return context;
}

const node = (section: ContainerSection, model: string): ModuleNode => section.modules.find((m) => m.model === model)!;

describe('what is edited in place', () => {
  it('headline, text and quote; the visitor-read texts of each, with the schema’s kinds and rules', () => {
    expect(['headline', 'text', 'quote'].every(isInlineModel)).toBe(true);
    expect(['image', 'link', 'faq', 'teaser-list', 'video', 'toString', 'constructor'].some(isInlineModel)).toBe(false);
    const brief = (model: string) => inlineFieldsOf(model).map((f) => [f.name, f.kind, !!f.required]);
    expect(brief('headline')).toEqual([
      ['preline', 'text', false],
      ['content', 'text', true],
      ['subline', 'text', false],
    ]);
    expect(brief('text')).toEqual([['content', 'richtext', true]]);
    expect(brief('quote')).toEqual([
      ['content', 'textarea', true],
      ['author', 'text', false],
    ]);
    expect(inlineFieldsOf('quote')[0].maxLength).toBe(1000);
    expect(inlineFieldsOf('image')).toEqual([]);
  });

  it('starts from every field of the module as its dialog would (defaults, an old style name mapped)', () => {
    const values = startValues({ model: 'headline', data: { content: 'Saisonstart', extra_class: 'text-center' } });
    expect(values).toMatchObject({ content: 'Saisonstart', headline_level: 2, preline: '', subline: '', extra_class: 'centered' });
  });

  it('a click lands in the field of the part clicked, else the main one', () => {
    expect(fieldAt('headline', 'preline')).toBe('preline');
    expect(fieldAt('quote', 'author')).toBe('author');
    expect(fieldAt('quote', 'preline')).toBe('content');
    expect(fieldAt('text', null)).toBe('content');
  });

  it('leaving closes when nothing was typed, and saves what was', () => {
    expect(leaveAction(false)).toBe('close');
    expect(leaveAction(true)).toBe('save');
  });
});

describe('the save path shared with the dialog', () => {
  it("refuses an empty headline with the modal's message in the page's language, sending nothing", async () => {
    const { ops, current, fake } = await withModules();
    const calls = fake.calls.length;
    const headline = node(current(), 'headline');
    const input = { owner, section: current(), sections: [current()], model: 'headline', values: { ...headline.data, content: '  ' }, current: headline };
    expect(await submitModule(ops, { ...input, locale: 'de' })).toEqual({ kind: 'invalid', errors: { content: ['Dieses Feld ist erforderlich.'] }, fields: ['content'] });
    expect(await submitModule(ops, { ...input, locale: 'en' })).toEqual({ kind: 'invalid', errors: { content: ['This field is required.'] }, fields: ['content'] });
    expect(validateForSave('quote', { content: 'x'.repeat(1001) }, 'de')?.errors.content).toEqual(['Bitte höchstens 1000 Zeichen eingeben.']);
    expect(validateForSave('text', { content: '<p>Text</p>' }, 'de')).toBeNull();
    expect(fake.calls.length).toBe(calls);
  });

  it('saves through the operations (the version sent, a backup kept): undo restores what was there', async () => {
    const { ops, current, fake } = await withModules();
    const quote = node(current(), 'quote');
    const result = await submitModule(ops, { owner, section: current(), sections: [current()], model: 'quote', values: { ...quote.data, content: 'Neues Zitat' }, current: quote, locale: 'de' });
    expect(result.kind).toBe('saved');
    expect(fake.calls.at(-1)).toBe(`PUT /de/pageeditor-api/quote/${quote.id}/`);
    expect(node(current(), 'quote').data).toMatchObject({ content: 'Neues Zitat', author: 'Clara' });
    await ops.undo();
    expect(node(current(), 'quote').data.content).toBe('Altes Zitat');
  });

  it("gives a headline that does not open its section an anchor from its text, unique on the page; the section's first keeps none", async () => {
    const { current } = await withModules();
    const section = current();
    const first = node(section, 'headline');
    expect(withHeadlineAnchor({ section, sections: [section], model: 'headline', values: { content: 'Erste' }, current: first })).toEqual({ content: 'Erste' });
    const taken = { ...section, modules: section.modules.map((m) => (m.model === 'quote' ? { ...m, data: { ...m.data, anchor: 'programm' } } : m)) };
    const later = withHeadlineAnchor({ section: taken, sections: [taken], model: 'headline', values: { content: 'Programm' }, current: null, placement: { section: section.id, column: 0, parent: null } });
    expect(later).toEqual({ content: 'Programm', anchor: 'programm-2' });
    expect(withHeadlineAnchor({ section, sections: [section], model: 'headline', values: { content: 'X', anchor: 'eigener' }, current: first })).toEqual({ content: 'X', anchor: 'eigener' });
  });
});

describe('undo after a save on its way', () => {
  it('waits for the save and undoes it, instead of racing it', async () => {
    const { ops, current, fake, editor } = await withModules();
    const quote = node(current(), 'quote');
    const send = fake.api.send;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    fake.api.send = (async (...args: Parameters<typeof send>) => {
      if (!held && args[0] === 'PUT') {
        held = true;
        await gate;
      }
      return send(...args);
    }) as typeof send;
    const saving = ops.saveModule(owner, current(), 'quote', { ...quote.data, content: 'Unterwegs' }, { node: quote });
    const undoing = ops.undo();
    await Promise.resolve();
    expect(editor.savesInFlight.size).toBe(1);
    release();
    await saving;
    await undoing;
    expect(node(current(), 'quote').data.content).toBe('Altes Zitat');
    expect(fake.section(current().id).modules.find((m) => m.model === 'quote')!.data.content).toBe('Altes Zitat');
    expect(editor.savesInFlight.size).toBe(0);
  });
});
