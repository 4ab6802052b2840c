/** The admin's screens of subscriptions and forms. */
import { Button as MuiButton } from '@mui/material';
import { ArrayInput, AutocompleteArrayInput, BooleanField, BooleanInput, Datagrid, FunctionField, List, minValue, NumberField, NumberInput, ReferenceArrayInput, ReferenceField, ReferenceInput, SelectInput, Show, SimpleFormIterator, SimpleShowLayout, TextField, TextInput, required, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { FIELD_TYPE_CODES } from '../../../../shared/forms/fieldTypes';
import { API } from '../dataProvider';
import { label, labelIn, LocalDateField, LocalizedInput, linesFormat, linesParse } from '../inputs';
import { inEditorLanguage } from '../language';
import { search, online, Form, screens } from './common';

export const subscriptions = {
  list: () => (
    <List filters={[search, online]} sort={{ field: 'order', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="name_de" label={label('name')} />
        <FunctionField label={label('event_ids')} render={(r: { event_ids: number[] }) => r.event_ids.length} />
        <BooleanField source="is_online" label={label('is_online')} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <LocalizedInput source="name" required />
      <LocalizedInput source="subtitle" />
      <TextInput source="slug" label={label('slug')} />
      <ArrayInput source="prices" label={label('prices')}>
        <SimpleFormIterator inline>
          <TextInput source="label_de" label={labelIn('label', 'de')} helperText={false} validate={required()} />
          <TextInput source="label_en" label={labelIn('label', 'en')} helperText={false} />
          <NumberInput source="amount_cents" label={label('amount_cents')} helperText={false} validate={[required(), minValue(0)]} min={0} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
      <ReferenceArrayInput source="event_ids" reference="events" perPage={100} sort={{ field: 'start_at', order: 'ASC' }}>
        <AutocompleteArrayInput label={label('event_ids')} optionText={inEditorLanguage('title')} filterToQuery={(q) => ({ q })} />
      </ReferenceArrayInput>
      <LocalizedInput source="description" richText />
      <NumberInput source="order" label={label('order')} />
      <BooleanInput source="is_online" label={label('is_online')} defaultValue />
    </Form>
  )),
};

export function CsvLink({ formId }: { formId?: RaRecord['id'] }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = formId ?? record?.id;
  if (!id) return null;
  return (
    <MuiButton size="small" variant="outlined" href={`${API}/forms/${id}/entries.csv`} onClick={(e) => e.stopPropagation()} data-testid="csv-export">
      {translate('admin.exportCsv')}
    </MuiButton>
  );
}

function FieldTypeInput() {
  const translate = useTranslate();
  return <SelectInput source="field_type" label={label('field_type')} choices={FIELD_TYPE_CODES.map((code) => ({ id: code, name: `${code} · ${translate(`admin.ft.${code}`)}` }))} validate={required()} helperText={false} />;
}

export const forms = {
  list: () => (
    <List filters={[search, online]}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="title_de" label={label('title')} />
        <NumberField source="entry_count" label={label('entry_count')} sortable={false} />
        <BooleanField source="is_online" label={label('is_online')} />
        <CsvLink />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form
      tabs={[
        [
          'admin.tabForm',
          <>
            <CsvLink />
            <LocalizedInput source="title" required />
            <TextInput source="slug" label={label('slug')} />
            <LocalizedInput source="intro" richText />
            <LocalizedInput source="success_message" multiline />
            <BooleanInput source="is_online" label={label('is_online')} defaultValue />
          </>,
        ],
        [
          'admin.tabFields',
          <ArrayInput key="f" source="fields" label={label('fields')}>
            <SimpleFormIterator>
              <TextInput source="slug" label={label('slug')} validate={required()} helperText={false} />
              <FieldTypeInput />
              <TextInput source="label_de" label={labelIn('label', 'de')} validate={required()} helperText={false} />
              <TextInput source="label_en" label={labelIn('label', 'en')} helperText={false} />
              <BooleanInput source="required" label={label('required')} helperText={false} />
              <BooleanInput source="visible" label={label('visible')} helperText={false} defaultValue />
              <TextInput source="choices_de" label={labelIn('choices', 'de')} multiline format={linesFormat} parse={linesParse} helperText={false} />
              <TextInput source="choices_en" label={labelIn('choices', 'en')} multiline format={linesFormat} parse={linesParse} helperText={false} />
              <TextInput source="default_value" label={label('default_value')} helperText={false} />
              <TextInput source="placeholder_de" label={labelIn('placeholder', 'de')} helperText={false} />
              <TextInput source="placeholder_en" label={labelIn('placeholder', 'en')} helperText={false} />
              <TextInput source="help_text_de" label={labelIn('help_text', 'de')} helperText={false} />
              <TextInput source="help_text_en" label={labelIn('help_text', 'en')} helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>,
        ],
      ]}
    />
  )),
};

function EntryValues() {
  const record = useRecordContext<{ values: Record<string, unknown> }>();
  if (!record) return null;
  return (
    <table>
      <tbody>
        {Object.entries(record.values).map(([k, v]) => (
          <tr key={k}>
            <th style={{ textAlign: 'left', paddingRight: 16 }}>{k}</th>
            <td>{Array.isArray(v) ? v.join(', ') : String(v ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EntryListActions() {
  return null;
}

export const formEntries = {
  list: () => (
    <List filters={[<ReferenceInput key="f" source="form_id" reference="forms" alwaysOn><SelectInput label={label('form_id')} optionText={inEditorLanguage('title')} /></ReferenceInput>]} actions={<EntryListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label={label('id')} />
        <ReferenceField source="form_id" reference="forms" label={label('form_id')} link={false}><TextField source="title_de" /></ReferenceField>
        <LocalDateField source="created_at" label={label('created_at')} showTime />
        <TextField source="locale" label={label('locale')} sortable={false} />
        <FunctionField label={label('values')} render={(r: { values: Record<string, unknown> }) => Object.values(r.values).filter((v) => typeof v === 'string').join(' · ').slice(0, 80)} />
      </Datagrid>
    </List>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="form_id" reference="forms" label={label('form_id')}><TextField source="title_de" /></ReferenceField>
        <FunctionField label={label('form_id')} render={(r: { form_id: number }) => <CsvLink formId={r.form_id} />} />
        <LocalDateField source="created_at" label={label('created_at')} showTime />
        <TextField source="locale" label={label('locale')} />
        <EntryValues />
      </SimpleShowLayout>
    </Show>
  ),
};
