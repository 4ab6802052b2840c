import type { FieldDef, FieldError, ModuleData, ModuleSchema } from './types';
import { parseEmbed } from './embed';
import { isSitePathValue } from './fields';

/** Every new module carries parent null and order 0 (SPEC §3), and its fields' defaults. */
export function moduleDefaults(schema: ModuleSchema): ModuleData {
  const data: ModuleData = {};
  for (const field of schema.fields) data[field.name] = field.default;
  return data;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function isUrl(value: string): boolean {
  if (value.startsWith('/') || value.startsWith('#')) return !/[\s<>"]/.test(value);
  if (/^(mailto|tel):/i.test(value)) return true;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkType(field: FieldDef, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'url':
    case 'embed':
      return typeof value === 'string';
    case 'checkbox':
      return typeof value === 'boolean';
    case 'number':
    case 'image':
    case 'event':
      return Number.isInteger(value) && (value as number) > 0;
    case 'select':
      return typeof value === 'string' || typeof value === 'number';
  }
}

function validateField(field: FieldDef, data: ModuleData): FieldError | null {
  const value = data[field.name];
  if (isBlank(value)) {
    const alternative = field.urlAlternative ? data[field.urlAlternative] : undefined;
    if (field.required && isBlank(alternative)) return { field: field.name, code: 'required' };
    return null;
  }
  if (!checkType(field, value)) return { field: field.name, code: 'type' };
  if (field.maxLength !== undefined && typeof value === 'string' && value.length > field.maxLength) {
    return { field: field.name, code: 'maxLength', params: { max: field.maxLength } };
  }
  if (field.options && !field.options.includes(value as string | number)) {
    return { field: field.name, code: 'option', params: { options: field.options.join(', ') } };
  }
  if (field.kind === 'url' && !isUrl(value as string)) return { field: field.name, code: 'url' };
  if (field.sitePathOnly && !isSitePathValue(value as string)) return { field: field.name, code: 'externalImage' };
  if (field.kind === 'embed' && field.embedHosts && !parseEmbed(value as string, field.embedHosts)) {
    return { field: field.name, code: 'embedHost', params: { hosts: field.embedHosts.join(', ') } };
  }
  return null;
}

export interface ValidationResult {
  /** the known fields with defaults filled in; unknown fields are dropped */
  data: ModuleData;
  errors: FieldError[];
}

/** Validates module data against its schema; an update is merged with the stored data and validated whole. */
export function validateModule(schema: ModuleSchema, input: ModuleData): ValidationResult {
  const data = { ...moduleDefaults(schema) };
  const errors: FieldError[] = [];
  for (const field of schema.fields) {
    if (field.name in input) data[field.name] = input[field.name];
  }
  for (const field of schema.fields) {
    const error = validateField(field, data);
    if (error) errors.push(error);
  }
  return { data, errors };
}

/** The data with every field's `legacy` mapping applied (values stored under older rules made valid). */
export function normalizeLegacy(schema: ModuleSchema, data: ModuleData): ModuleData {
  if (!schema.fields.some((field) => field.legacy)) return data;
  const out = { ...data };
  for (const field of schema.fields) if (field.legacy && field.name in out) out[field.name] = field.legacy(out[field.name]);
  return out;
}
