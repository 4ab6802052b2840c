/**
 * The trash (docs/admin.md "Trash"; GET /api/admin/trash/): what was deleted, by whom and when, and
 * when it goes for good; "Wiederherstellen / Restore" puts an entry back. When its address was taken
 * meanwhile, a dialog offers the free address the back end suggests (editable) and restores it there.
 */
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField as MuiTextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Button, Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useNotify, useRecordContext, useRefresh, useTranslate, type HttpError } from 'react-admin';
import { TRASH_KINDS } from '../../write/trashKinds';
import { API, request } from './dataProvider';
import { LocalDateField } from './inputs';

interface Entry {
  id: number;
  kind: string;
  title: string;
  deleted_by_name: string;
}

const KIND_CHOICES = TRASH_KINDS.map((kind) => ({ id: kind, name: `admin.trashKind_${kind}` }));

function RestoreButton() {
  const entry = useRecordContext<Entry>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [taken, setTaken] = useState<Record<string, string> | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!entry) return null;

  const restore = async (slugs?: Record<string, string>) => {
    setBusy(true);
    try {
      await request(`${API}/trash/${entry.id}/restore/`, { method: 'POST', body: JSON.stringify(slugs ? { slugs } : {}) });
      setTaken(null);
      notify('admin.trashRestored', { type: 'success', messageArgs: { title: entry.title } });
      refresh();
    } catch (error) {
      const body = (error as HttpError).body as { code?: string; suggestion?: Record<string, string> } | undefined;
      if (body?.code === 'slug_taken' && body.suggestion) {
        setTaken(body.suggestion);
      } else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (taken) void restore(taken);
  };

  return (
    <>
      <Button
        label="admin.trashRestore"
        aria-label={translate('admin.trashRestoreNamed', { title: entry.title })}
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          void restore();
        }}
        data-testid="trash-restore"
      />
      <Dialog open={taken !== null} onClose={() => setTaken(null)} aria-labelledby={titleId}>
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('admin.trashSlugTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('admin.trashSlugText', { title: entry.title })}</DialogContentText>
            {Object.entries(taken ?? {}).map(([field, value]) => (
              <MuiTextField
                key={field}
                fullWidth
                margin="normal"
                label={translate(`admin.f.${field}`)}
                value={value}
                onChange={(e) => setTaken({ ...taken, [field]: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': `trash-slug-${field}` } }}
              />
            ))}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setTaken(null)}>{translate('admin.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy} data-testid="trash-restore-with">
              {translate('admin.trashRestoreWith')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

export function TrashList() {
  const translate = useTranslate();
  return (
    <List
      resource="trash"
      sort={{ field: 'deleted_at', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="k" source="kind" label="admin.trashKind" choices={KIND_CHOICES} />]}
      title="admin.trash"
    >
      <Alert severity="info" sx={{ m: 1 }}>
        <Typography>{translate('admin.trashIntro')}</Typography>
      </Alert>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="trash-list">
        <FunctionField source="kind" label="admin.trashKind" render={(r: Entry) => translate(`admin.trashKind_${r.kind}`)} />
        <TextField source="title" label="admin.trashTitle" />
        <LocalDateField source="deleted_at" label="admin.trashDeletedAt" showTime />
        <TextField source="deleted_by_name" label="admin.trashDeletedBy" sortable={false} />
        <LocalDateField source="purge_at" label="admin.trashPurgeAt" sortable={false} />
        <RestoreButton />
      </Datagrid>
    </List>
  );
}
