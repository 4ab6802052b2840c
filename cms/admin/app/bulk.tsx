/**
 * The bulk actions of a list (docs/admin.md "Bulk actions"): with rows selected, "Feld ändern /
 * Change a field" sets one field on all of them (POST /api/admin/{resource}/bulk/ through the data
 * provider's updateMany: one transaction, all rows or none, one message), and "In den Papierkorb /
 * Move to the trash" moves them there (deleteMany). A refused row is named in the error message.
 */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Button, BulkDeleteButton, useDataProvider, useGetList, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { BULK_FIELDS } from '../api/bulkFields';
import { label } from './inputs';
import { inEditorLanguage } from './language';
import { choicesOf } from './messages';

/** Where a reference field's options come from. */
const REFERENCES: Record<string, Record<string, string>> = {
  venue_id: { events: 'venues' },
  genre_id: { events: 'genres' },
  category_ids: { persons: 'person-categories', stories: 'story-categories' },
  category_id: { directories: 'download-categories' },
};

const named = inEditorLanguage('name');
const optionName = (record: RaRecord) => (typeof record.name === 'string' ? record.name : named(record));

function ValueInput({ resource, field, value, onChange }: { resource: string; field: string; value: string[]; onChange(value: string[]): void }) {
  const translate = useTranslate();
  const reference = REFERENCES[field]?.[resource];
  const { data = [] } = useGetList(reference ?? 'venues', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } }, { enabled: !!reference });
  const multiple = field.endsWith('_ids');
  const options: { id: string; name: string }[] = reference
    ? data.map((r) => ({ id: String(r.id), name: optionName(r) }))
    : field === 'availability'
      ? choicesOf('availability').map((c) => ({ id: c.id, name: translate(c.name) }))
      : choicesOf('onlineState').map((c) => ({ id: c.id, name: translate(c.name) }));
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={translate('admin.bulkValue')}
      value={multiple ? value : (value[0] ?? '')}
      onChange={(e) => {
        const target = e.target as unknown as HTMLSelectElement;
        onChange(multiple ? Array.from(target.selectedOptions, (o) => o.value) : [target.value]);
      }}
      slotProps={{ select: { native: true, multiple }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'bulk-value' } }}
    >
      {!multiple && <option value="" />}
      {options.map((o) => (
        <option key={o.id} value={o.id}>{o.name}</option>
      ))}
    </TextField>
  );
}

/** The value as the bulk endpoint takes it. */
function changeOf(field: string, value: string[]): unknown {
  if (field === 'is_online') return value[0] === 'true';
  if (field.endsWith('_ids')) return value.map(Number);
  if (field.endsWith('_id')) return value[0] ? Number(value[0]) : null;
  return value[0];
}

export function BulkChangeButton() {
  const translate = useTranslate();
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const fields = BULK_FIELDS[resource] ?? [];
  const [open, setOpen] = useState(false);
  const [field, setField] = useState(fields[0] ?? '');
  const [value, setValue] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!fields.length) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await dataProvider.updateMany(resource, { ids: selectedIds, data: { [field]: changeOf(field, value) } });
      notify('admin.bulkChanged', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="admin.bulkChange" onClick={() => setOpen(true)} data-testid="bulk-change" />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('admin.bulkChangeTitle', { smart_count: selectedIds.length })}</DialogTitle>
          <DialogContent>
            <TextField
              select
              fullWidth
              margin="normal"
              label={translate('admin.bulkField')}
              value={field}
              onChange={(e) => {
                setField(e.target.value);
                setValue([]);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'bulk-field' } }}
            >
              {fields.map((f) => (
                <option key={f} value={f}>{translate(label(f))}</option>
              ))}
            </TextField>
            <ValueInput key={field} resource={resource} field={field} value={value} onChange={setValue} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('admin.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy || !value.length || value[0] === ''} data-testid="bulk-apply">
              {translate('admin.bulkApply')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** The bulk actions of a list whose rows have a trash: change a field, move to the trash. */
export function BulkActions() {
  return (
    <>
      <BulkChangeButton />
      <BulkDeleteButton label="admin.toTrash" mutationMode="pessimistic" successMessage="admin.bulkTrashed" />
    </>
  );
}
