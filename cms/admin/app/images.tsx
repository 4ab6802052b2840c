/** The image library: upload, texts per language, focal point by click. */
import { Box, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
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

function FocalPicker() {
  const translate = useTranslate();
  const record = useRecordContext<ImageRecord>();
  const { setValue } = useFormContext();
  const x = useWatch({ name: 'focal_x' }) as number | null;
  const y = useWatch({ name: 'focal_y' }) as number | null;
  if (!record) return null;
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
    setValue('focal_x', round((event.clientX - box.left) / box.width), { shouldDirty: true });
    setValue('focal_y', round((event.clientY - box.top) / box.height), { shouldDirty: true });
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('admin.setFocus')}</Typography>
      <Box onClick={pick} sx={{ position: 'relative', display: 'inline-block', cursor: 'crosshair', maxWidth: 480 }} data-testid="focal-picker">
        <img src={imageSrc(record, 'large')} alt="" style={{ display: 'block', maxWidth: '100%' }} />
        {x !== null && y !== null && x !== undefined && y !== undefined && (
          <Box sx={{ position: 'absolute', left: `${x * 100}%`, top: `${y * 100}%`, width: 18, height: 18, ml: '-9px', mt: '-9px', border: '3px solid #fff', borderRadius: '50%', boxShadow: '0 0 0 2px #000' }} />
        )}
      </Box>
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

export const ImageEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <FocalPicker />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberInput source="focal_x" label={label('focal_x')} min={0} max={1} step={0.01} />
        <NumberInput source="focal_y" label={label('focal_y')} min={0} max={1} step={0.01} />
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
