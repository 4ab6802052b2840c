import { FIELD_TYPES } from '../../../../shared/forms/fieldTypes';
import { entryErrorMap, validateEntry, type EntryFieldRule } from '../../../../shared/forms/validateEntry';

const field = (slug: string, field_type: EntryFieldRule['field_type'], extra: Partial<EntryFieldRule> = {}): EntryFieldRule => ({
  slug,
  field_type,
  required: false,
  visible: true,
  choices: [],
  ...extra,
});

const codes = (fields: EntryFieldRule[], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validateEntry(fields, values).errors).map(([k, v]) => [k, v.map((e) => e.code)]));

describe('validateEntry', () => {
  test('required visible fields must hold a value; invisible ones need not', () => {
    const fields = [
      field('name', FIELD_TYPES.text, { required: true }),
      field('topics', FIELD_TYPES.checkboxList, { required: true, choices: ['a'] }),
      field('consent', FIELD_TYPES.checkbox, { required: true }),
      field('cv', FIELD_TYPES.file, { required: true }),
      field('source', FIELD_TYPES.hidden, { required: true, visible: false }),
    ];
    expect(codes(fields, { name: '  ', topics: [], consent: false, cv: null })).toEqual({
      name: ['required'],
      topics: ['required'],
      consent: ['required'],
      cv: ['required'],
    });
    expect(codes(fields, {})).toEqual({ name: ['required'], topics: ['required'], consent: ['required'], cv: ['required'] });
  });

  test('formats of each type', () => {
    const fields = [
      field('email', FIELD_TYPES.email),
      field('age', FIELD_TYPES.number),
      field('day', FIELD_TYPES.date),
      field('site', FIELD_TYPES.url),
      field('phone', FIELD_TYPES.phone),
      field('cv', FIELD_TYPES.file),
      field('seat', FIELD_TYPES.radio, { choices: ['Parkett', 'Rang'] }),
      field('tags', FIELD_TYPES.multiSelect, { choices: ['x', 'y'] }),
    ];
    expect(
      codes(fields, { email: 'a@b', age: '12a', day: '2024-02-30', site: 'javascript:alert(1)', phone: 'call me', cv: '../etc/passwd', seat: 'Loge', tags: ['x', 'z'] }),
    ).toEqual({ email: ['email'], age: ['number'], day: ['date'], site: ['url'], phone: ['phone'], cv: ['file'], seat: ['choice'], tags: ['choice'] });
    expect(
      codes(fields, {
        email: 'anna@example.org',
        age: 42,
        day: '2024-02-29',
        site: 'https://example.org/x',
        phone: '+49 (30) 123-456',
        cv: '0b5c7a52-3f0e-4c1e-9a4e-3d2b8f9e1a77',
        seat: 'Rang',
        tags: ['y', 'x'],
      }),
    ).toEqual({});
  });

  test('wrong JSON types', () => {
    const fields = [field('name', FIELD_TYPES.text), field('tags', FIELD_TYPES.checkboxList, { choices: ['a'] }), field('ok', FIELD_TYPES.checkbox)];
    expect(codes(fields, { name: { x: 1 }, tags: 'a', ok: 'yes' })).toEqual({ name: ['type'], tags: ['type'], ok: ['type'] });
  });

  test('length limits', () => {
    const fields = [field('name', FIELD_TYPES.text), field('text', FIELD_TYPES.textarea)];
    expect(codes(fields, { name: 'x'.repeat(1001), text: 'x'.repeat(10_000) })).toEqual({ name: ['tooLong'] });
  });

  test('email2 must equal the e-mail field', () => {
    const fields = [field('email', FIELD_TYPES.email, { required: true })];
    expect(codes(fields, { email: 'a@example.org', email2: 'b@example.org' })).toEqual({ email2: ['emailMismatch'] });
    expect(codes(fields, { email: 'a@example.org', email2: ' a@example.org ' })).toEqual({});
    expect(codes(fields, { email: 'a@example.org' })).toEqual({});
  });

  test('normalized values: unknown keys dropped, lists deduplicated, single tokens trimmed', () => {
    const fields = [field('email', FIELD_TYPES.email), field('tags', FIELD_TYPES.checkboxList, { choices: ['a', 'b'] }), field('ok', FIELD_TYPES.checkbox)];
    expect(validateEntry(fields, { email: ' a@example.org ', tags: ['a', 'a', ''], ok: 'true', extra: 1 }).values).toEqual({
      email: 'a@example.org',
      tags: ['a'],
      ok: true,
    });
  });

  test('messages in the locale', () => {
    const { errors } = validateEntry([field('name', FIELD_TYPES.text, { required: true })], {});
    expect(entryErrorMap(errors, 'de')).toEqual({ name: ['Dieses Feld ist erforderlich.'] });
    expect(entryErrorMap(errors, 'en')).toEqual({ name: ['This field is required.'] });
  });
});
