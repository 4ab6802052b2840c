/** The visitor form's state: initial values (SPEC §5), the e-mail confirmation (SPEC §3) and the browser-side check. */
import type { FormDefinition, FormField } from '../../../shared/contract/forms';
import { FIELD_TYPES, type FieldType } from '../../../shared/forms/fieldTypes';
import {
  clientFields,
  displayOrder,
  EMAIL_CONFIRMATION_TYPE,
  entryValues,
  initialErrorFlags,
  initialValues,
  invalidSlugs,
  isShown,
  validateForm,
} from '../../../client/pages/forms/formModel';

const field = (slug: string, field_type: FieldType, extra: Partial<FormField> = {}): FormField => ({
  slug,
  label: slug,
  field_type,
  required: false,
  visible: true,
  choices: [],
  default: '',
  placeholder_text: '',
  help_text: '',
  ...extra,
});

const choices = (...values: string[]) => values.map((value) => ({ value, label: `${value} (label)` }));
const labels = { label: 'E-Mail wiederholen', help: '' };

const form = (fields: FormField[]): Pick<FormDefinition, 'fields'> => ({ fields });

describe('initial values (SPEC §5)', () => {
  const fields = clientFields(
    form([
      field('name', FIELD_TYPES.text, { default: 'Anna' }),
      field('text', FIELD_TYPES.textarea),
      field('email', FIELD_TYPES.email),
      field('count', FIELD_TYPES.number, { default: '2' }),
      field('interests', FIELD_TYPES.checkboxList, { choices: choices('a', 'b'), default: 'a' }),
      field('empty_list', FIELD_TYPES.checkboxList, { choices: choices('a', 'b') }),
      field('radio', FIELD_TYPES.radio, { choices: choices('x', 'y'), default: 'y' }),
      field('multi', FIELD_TYPES.multiSelect, { choices: choices('m', 'n'), default: 'n' }),
      field('empty_multi', FIELD_TYPES.multiSelect, { choices: choices('m', 'n') }),
      field('select', FIELD_TYPES.select, { choices: choices('s') }),
      field('file', FIELD_TYPES.file, { default: 'ignored' }),
      field('date', FIELD_TYPES.date, { default: '2026-01-02' }),
      field('consent', FIELD_TYPES.checkbox, { default: 'true' }),
      field('unticked', FIELD_TYPES.checkbox),
      field('source', FIELD_TYPES.hidden, { default: 'web', visible: false }),
      field('site', FIELD_TYPES.url),
      field('phone', FIELD_TYPES.phone),
    ]),
    labels,
  );

  test('each type starts with its default; lists (5, 7) as a one-element list of the default or empty; the file (9) null', () => {
    expect(initialValues(fields)).toEqual({
      name: 'Anna',
      text: '',
      email: '',
      count: '2',
      interests: ['a'],
      empty_list: [],
      radio: 'y',
      multi: ['n'],
      empty_multi: [],
      select: '',
      file: null,
      date: '2026-01-02',
      consent: true,
      unticked: false,
      source: 'web',
      site: '',
      phone: '',
      email2: '',
    });
  });

  test('per-field error flags start false', () => {
    const flags = initialErrorFlags(fields);
    expect(Object.keys(flags)).toEqual(fields.map((f) => f.slug));
    expect(Object.values(flags).every((flag) => flag === false)).toBe(true);
  });

  test('hidden and invisible fields are not shown but keep their value in the entry', () => {
    expect(fields.filter(isShown).map((f) => f.slug)).not.toContain('source');
    expect(entryValues(fields, initialValues(fields)).source).toBe('web');
  });
});

describe('the e-mail confirmation (SPEC §3)', () => {
  test('is appended as email2, type emailconfirm, not required, visible', () => {
    const fields = clientFields(form([field('email', FIELD_TYPES.email, { required: true }), field('message', FIELD_TYPES.textarea)]), labels);
    expect(fields.map((f) => f.slug)).toEqual(['email', 'message', 'email2']);
    expect(fields[2]).toMatchObject({ slug: 'email2', field_type: EMAIL_CONFIRMATION_TYPE, required: false, visible: true, label: labels.label });
  });

  test('is shown right below the e-mail field', () => {
    const fields = clientFields(form([field('name', FIELD_TYPES.text), field('email', FIELD_TYPES.email), field('message', FIELD_TYPES.textarea)]), labels);
    expect(displayOrder(fields).map((f) => f.slug)).toEqual(['name', 'email', 'email2', 'message']);
  });

  test('is not appended to a form without an e-mail field, nor when the form has its own email2', () => {
    expect(clientFields(form([field('name', FIELD_TYPES.text)]), labels).map((f) => f.slug)).toEqual(['name']);
    const own = [field('email', FIELD_TYPES.email), field('email2', FIELD_TYPES.email)];
    expect(clientFields(form(own), labels)).toHaveLength(2);
  });

  test('is sent only when filled in, and must then match the e-mail', () => {
    const fields = clientFields(form([field('email', FIELD_TYPES.email, { required: true })]), labels);
    expect(entryValues(fields, { email: 'a@b.de', email2: '' })).toEqual({ email: 'a@b.de' });
    expect(validateForm(fields, { email: 'a@b.de', email2: '' }, 'de')).toEqual({});
    expect(validateForm(fields, { email: 'a@b.de', email2: 'a@b.de' }, 'de')).toEqual({});
    expect(validateForm(fields, { email: 'a@b.de', email2: 'x@b.de' }, 'de')).toEqual({ email2: ['Die E-Mail-Adressen stimmen nicht überein.'] });
    expect(validateForm(fields, { email: 'a@b.de', email2: 'x@b.de' }, 'en')).toEqual({ email2: ['The e-mail addresses do not match.'] });
  });
});

describe('validation in the browser (the shared rules of the back end)', () => {
  const fields = clientFields(
    form([
      field('name', FIELD_TYPES.text, { required: true }),
      field('email', FIELD_TYPES.email, { required: true }),
      field('interests', FIELD_TYPES.checkboxList, { choices: choices('a', 'b'), required: true }),
      field('site', FIELD_TYPES.url),
      field('date', FIELD_TYPES.date),
      field('consent', FIELD_TYPES.checkbox, { required: true }),
      field('cv', FIELD_TYPES.file, { required: true }),
      field('internal', FIELD_TYPES.text, { required: true, visible: false }),
    ]),
    labels,
  );

  test('required fields, in the order of the form, in the visitor language', () => {
    const errors = validateForm(fields, initialValues(fields), 'de');
    expect(invalidSlugs(fields, errors)).toEqual(['name', 'email', 'interests', 'consent', 'cv']);
    expect(errors.name).toEqual(['Dieses Feld ist erforderlich.']);
    expect(validateForm(fields, initialValues(fields), 'en').consent).toEqual(['This field is required.']);
  });

  test('formats: e-mail, URL, date, offered choices', () => {
    const values = {
      ...initialValues(fields),
      name: 'Anna',
      email: 'no-at-sign',
      interests: ['c'],
      site: 'ftp://x',
      date: '2026-02-30',
      consent: true,
      cv: '0b7c1f4e-8f3a-4c9e-9d52-2b1d6c1e7a11',
    };
    const errors = validateForm(fields, values, 'en');
    expect(errors).toEqual({
      email: ['Please enter a valid e-mail address.'],
      interests: ['Please choose only offered values.'],
      site: ['Please enter a valid address (https://…).'],
      date: ['Please enter a valid date (YYYY-MM-DD).'],
    });
  });

  test('a complete entry passes', () => {
    const values = {
      ...initialValues(fields),
      name: 'Anna',
      email: 'anna@example.org',
      interests: ['b'],
      consent: true,
      cv: '0b7c1f4e-8f3a-4c9e-9d52-2b1d6c1e7a11',
    };
    expect(validateForm(fields, values, 'de')).toEqual({});
  });
});
