/** The rules of a module write (moduleRules.ts): fields, parent and column, in the request's locale. */
import { getModuleSchema } from '../../shared/modules/registry';
import type { ModuleSchema } from '../../shared/modules/types';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createModule, createSection } from '../test/fixtures/pageeditor';
import { checkFields, checkPlacement, columnProblem, fieldsOf, parentProblem, throwIfErrors, type ErrorMap } from './moduleRules';

const schema = (model: string): ModuleSchema => getModuleSchema(model)!;

describe('fields', () => {
  test('the fields of a payload: every key but the placement keys, with those of `data` below the top-level ones', () => {
    expect(fieldsOf({ id: 1, section: 2, parent: null, column: 0, order: 3, version: 4, data: { content: 'alt', preline: 'P' }, content: 'neu' })).toEqual({
      content: 'neu',
      preline: 'P',
    });
  });

  test('rich text is sanitized before `required` is checked; the messages are in the locale', () => {
    expect(checkFields(schema('text'), { content: '<p onclick="x()">Hallo</p>' }, 'de')).toEqual({ data: expect.objectContaining({ content: '<p>Hallo</p>' }), errors: {} });
    expect(checkFields(schema('text'), { content: '<script>x</script>' }, 'en').errors).toEqual({ content: ['This field is required.'] });
  });

  test('400 with every message collected, nothing when there is none', () => {
    expect(() => throwIfErrors({})).not.toThrow();
    let thrown: unknown;
    try {
      throwIfErrors({ parent: ['x'] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 400, code: 'validation_failed', errors: { parent: ['x'] } });
  });
});

describe('placement', () => {
  test('a parent must hold this kind of child; a child must have one', () => {
    expect(parentProblem('faq-item', { model: 'faq' }, 'de')).toBeNull();
    expect(parentProblem('headline', null, 'de')).toBeNull();
    expect(parentProblem('faq-item', null, 'en')).toBe('This module lives in a list: please give its parent module.');
    expect(parentProblem('quote', { model: 'faq' }, 'en')).toBe('This module cannot hold an item of type "quote".');
    expect(parentProblem('faq-item', undefined, 'de')).toBe('Dieses übergeordnete Modul gibt es in diesem Abschnitt nicht.');
  });

  test('the column must exist in the layout', () => {
    expect(columnProblem(1, 3, 'de')).toBeNull();
    expect(columnProblem(2, 3, 'en')).toBe('The layout of this section has 2 columns.');
    expect(columnProblem(-1, 0, 'de')).toBe('Das Layout dieses Abschnitts hat 1 Spalte.');
    expect(columnProblem(0.5, 0, 'en')).toBe('The layout of this section has 1 column.');
  });

  describe('in the database', () => {
    let cms: TestCms;
    beforeAll(async () => {
      cms = await createTestCms();
    });
    afterAll(() => cms?.close());

    test('a child takes its parent’s column; a parent of another section is unknown', async () => {
      const section = await createSection(cms.db, { layout: 3 });
      const other = await createSection(cms.db);
      const faq = await createModule(cms.db, { section_id: section.id, model: 'faq', column: 1 });
      const elsewhere = await createModule(cms.db, { section_id: other.id, model: 'faq' });

      const errors: ErrorMap = {};
      expect(await checkPlacement(cms.db, schema('faq-item'), section, { parent: faq.id, column: 0 }, 'de', errors)).toEqual({ parent: faq.id, column: 1 });
      expect(errors).toEqual({});

      expect(await checkPlacement(cms.db, schema('faq-item'), section, { parent: elsewhere.id, column: 0 }, 'en', errors)).toEqual({ parent: elsewhere.id, column: 0 });
      expect(await checkPlacement(cms.db, schema('quote'), section, { parent: null, column: 2 }, 'en', errors)).toEqual({ parent: null, column: 2 });
      expect(errors).toEqual({ parent: ['This parent module does not exist in this section.'], column: ['The layout of this section has 2 columns.'] });
    });
  });
});
