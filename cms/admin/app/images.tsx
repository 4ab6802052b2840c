/** The image library: upload, texts per language, focal point by click. */
import { Box, Typography } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Create, Datagrid, Edit, FileField, FileInput, FunctionField, List, NumberInput, SearchInput, SimpleForm, TextField, useRecordContext, useTranslate,
} from 'react-admin';
import { label, labelIn, LocalDateField, LocalizedInput } from './inputs';

interface ImageRecord {
  id: number;
  file: string;
  original_name: string;
  renditions: Record<string, { webp: string; width: number; height: number }>;
}

export const imageSrc = (record: ImageRecord | undefined, alias = 'thumbnail') => {
  const r = record?.renditions?.[alias] ?? record?.renditions?.medium;
  return r ? `/media/${r.webp}` : record ? `/media/${record.file}` : '';
};

export const Thumb = () => {
  const record = useRecordContext<ImageRecord>();
  return record ? <img src={imageSrc(record)} alt="" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null;
};

/** The focal point's precision: the number inputs' step, so a click, the arrow keys and typing give values the form accepts. */
export const FOCAL_STEP = 0.01;
/** A value between 0 and 1 on the step (0.808 → 0.81): what the inputs and the back end take. */
export const onFocalStep = (v: number) => Math.round(Math.min(1, Math.max(0, v)) / FOCAL_STEP) / Math.round(1 / FOCAL_STEP);

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The image with its focal point: a click sets it, and so do the arrow keys when it has the focus
 * (one step, ten with Shift; from the middle when none is set). Values stay on the inputs' step.
 */
function FocalPicker() {
  const translate = useTranslate();
  const record = useRecordContext<ImageRecord>();
  const { setValue, getValues } = useFormContext();
  const x = useWatch({ name: 'focal_x' }) as number | null;
  const y = useWatch({ name: 'focal_y' }) as number | null;
  if (!record) return null;
  const set = (fx: number, fy: number) => {
    setValue('focal_x', onFocalStep(fx), { shouldDirty: true });
    setValue('focal_y', onFocalStep(fy), { shouldDirty: true });
  };
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = FOCAL_STEP * (event.shiftKey ? 10 : 1);
    // the form's values now, not this render's: keys pressed faster than React renders each move one step
    const [fx, fy] = getValues(['focal_x', 'focal_y']) as [number | null, number | null];
    set((fx ?? 0.5) + arrow[0] * step, (fy ?? 0.5) + arrow[1] * step);
  };
  const shown = x !== null && y !== null && x !== undefined && y !== undefined;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }} id="focal-hint">
        {translate('admin.setFocus')}
      </Typography>
      <Box
        onClick={pick}
        onKeyDown={move}
        tabIndex={0}
        role="group"
        aria-label={translate('admin.focalPoint')}
        aria-describedby="focal-hint focal-value"
        sx={{ position: 'relative', display: 'inline-block', cursor: 'crosshair', maxWidth: 480, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        data-testid="focal-picker"
      >
        <img src={imageSrc(record, 'large')} alt="" style={{ display: 'block', maxWidth: '100%' }} />
        {shown && (
          <Box sx={{ position: 'absolute', left: `${x * 100}%`, top: `${y * 100}%`, width: 18, height: 18, ml: '-9px', mt: '-9px', border: '3px solid #fff', borderRadius: '50%', boxShadow: '0 0 0 2px #000' }} />
        )}
      </Box>
      <Typography variant="body2" id="focal-value" aria-live="polite" sx={{ mt: 0.5 }}>
        {shown ? translate('admin.focalValue', { x: x.toFixed(2), y: y.toFixed(2) }) : translate('admin.focalNone')}
      </Typography>
    </Box>
  );
}

export const ImageList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid rowClick="edit">
      <Thumb />
      <TextField source="original_name" label={label('original_name')} />
      <TextField source="alt_de" label={labelIn('alt', 'de')} sortable={false} />
      <FunctionField label={label('dimensions')} render={(r: { width: number; height: number }) => `${r.width}×${r.height}`} />
      <LocalDateField source="created_at" label={label('created_at')} />
    </Datagrid>
  </List>
);

const texts = (
  <>
    <LocalizedInput source="alt" />
    <LocalizedInput source="caption" />
    <LocalizedInput source="copyright" />
  </>
);

/** A typed value onto the step; an emptied field stays empty (no focal point), anything else goes to the back end's check. */
const parseFocal = (value: string | number | null) => {
  if (value === '' || value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? onFocalStep(n) : n;
};

export const ImageEdit = () => (
  <Edit mutationMode="pessimistic">
    {/* a typed 0.805 is rounded onto the step (parse), not refused by the browser's own check; the back end checks the range */}
    <SimpleForm noValidate>
      <FocalPicker />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberInput source="focal_x" label={label('focal_x')} min={0} max={1} step={FOCAL_STEP} parse={parseFocal} sx={{ minWidth: 180 }} />
        <NumberInput source="focal_y" label={label('focal_y')} min={0} max={1} step={FOCAL_STEP} parse={parseFocal} sx={{ minWidth: 180 }} />
      </Box>
      {texts}
    </SimpleForm>
  </Edit>
);

export const ImageCreate = () => (
  <Create redirect="edit">
    <SimpleForm>
      <FileInput source="file" label={label('file')} accept={{ 'image/*': [] }} multiple={false}>
        <FileField source="src" title="title" />
      </FileInput>
      {texts}
    </SimpleForm>
  </Create>
);
