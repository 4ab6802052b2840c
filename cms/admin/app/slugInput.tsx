/**
 * A page's slug field that suggests the slug from its title (issue 45 item 7): on a new page the
 * slug follows the title as it is typed (shared/slug.ts, 'Über uns' → 'ueber-uns') until someone
 * types a slug of their own. An existing page's slug is never changed by a title edit (its address
 * would move).
 */
import { useEffect, useRef } from 'react';
import { TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../../shared/slug';

export function SlugInput({ source, titleSource, label }: { source: string; titleSource: string; label: string }) {
  const record = useRecordContext();
  const isNew = record?.id === undefined;
  const { setValue, getValues } = useFormContext();
  const title = useWatch({ name: titleSource }) as string | undefined;
  const suggested = useRef('');
  useEffect(() => {
    if (!isNew) return;
    const current = (getValues(source) as string | undefined) ?? '';
    // the slug is the editor's own once it differs from what was suggested
    if (current !== suggested.current) return;
    const next = title ? slugify(title) : '';
    suggested.current = next;
    if (next !== current) setValue(source, next, { shouldDirty: true });
  }, [isNew, title, source, getValues, setValue]);
  return <TextInput source={source} label={label} data-testid={`slug-input-${source}`} />;
}
