/** zod building blocks of the admin's resource definitions, with Django-like messages. */
import { z } from 'zod';
import { berlinWallTimeToDate } from '../../../shared/berlinTime';
import { isSitePath } from '../../../shared/sitePath';
import { adminMessages } from './messages';

export { adminMessages };

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** optional text, '' when absent or null (the admin's forms send null for an emptied field, e.g. a programme row's English title) */
export const text = (max = 1000) => z.preprocess((v) => (v === null ? '' : v), z.string().max(max, adminMessages.tooLong(max)).default(''));
/** required text */
export const requiredText = (max = 256) =>
  z
    .string({ error: adminMessages.required })
    .trim()
    .min(1, adminMessages.required)
    .max(max, adminMessages.tooLong(max));
/** rich text (sanitized by the resource's prepare) */
export const richText = () => z.string().max(200_000).default('');
export const flag = (value: boolean) => z.boolean().default(value);
export const order = () => z.coerce.number().int().default(0);
/** a required amount in cents (a price row's): absent or not a whole number of 0 or more is named as such, not as a type error */
export const cents = () =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.coerce.number({ error: adminMessages.required }).int(adminMessages.invalidAmount).min(0, adminMessages.invalidAmount));
/** an optional amount in cents: null when absent or blank, else a whole number of 0 or more */
export const optionalCents = () =>
  z.preprocess(blankToNull, z.coerce.number().int(adminMessages.invalidAmount).min(0, adminMessages.invalidAmount).nullable()).default(null);
/** a nullable reference (an id, or null/''/absent for none) */
export const ref = () => z.preprocess(blankToNull, z.number().int().positive().nullable()).default(null);
export const requiredRef = () => z.number({ error: adminMessages.required }).int().positive();
export const ids = () => z.array(z.number().int().positive()).default([]);
export const slug = () =>
  z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/, adminMessages.invalidSlug)
    .default('');
export const url = () =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), adminMessages.invalidUrl)
    .default('');
export const dateOnly = () => z.preprocess(blankToNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.invalidDate).nullable()).default(null);
export const requiredDate = () => z.string({ error: adminMessages.required }).regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.invalidDate);
export const dateTime = () => z.coerce.date({ error: adminMessages.required });
export const optionalDateTime = () => z.preprocess(blankToNull, z.coerce.date().nullable()).default(null);
/**
 * A list filter's bound on a time column: a day ('2031-05-01', the admin's date filter) counts in
 * Berlin, from its first moment ('start') or up to its last ('end'), whatever the server's zone; a
 * full instant is taken as given.
 */
export const berlinDayBound = (edge: 'start' | 'end') =>
  z.string().transform((value, ctx) => {
    const day = /^\d{4}-\d\d-\d\d$/.test(value);
    const next = day && edge === 'end' ? new Date(Date.parse(`${value}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : value;
    const instant = day ? berlinWallTimeToDate(next) : new Date(value);
    if (!instant || Number.isNaN(instant.getTime()) || (day && berlinWallTimeToDate(value) === null)) {
      ctx.addIssue({ code: 'custom', message: adminMessages.invalidDate });
      return z.NEVER;
    }
    return day && edge === 'end' ? new Date(instant.getTime() - 1) : instant;
  });
export const path = () => requiredText(1000).refine((v) => v.startsWith('/'), adminMessages.invalidPath);
/** a redirect target: a path of this site that no browser reads as another host (no open redirect) */
export const sitePath = () => requiredText(1000).refine((v) => isSitePath(v), adminMessages.invalidRedirectTarget);

/** `{name_de, name_en}` for a translated field; German required when `required`. */
export function localized<N extends string>(name: N, required = false, max = 1000) {
  return { [`${name}_de`]: required ? requiredText(max) : text(max), [`${name}_en`]: text(max) } as unknown as Record<`${N}_de` | `${N}_en`, z.ZodType>;
}
