/** List, edit and create screens of every model (images in images.tsx). */
import { Button as MuiButton } from '@mui/material';
import type { ReactElement } from 'react';
import {
  ArrayInput, AutocompleteArrayInput, AutocompleteInput, BooleanField, BooleanInput, ChipField, Create, Datagrid, DateInput, DateTimeInput, Edit,
  FileField, FileInput, FunctionField, List, NullableBooleanInput, NumberField, NumberInput, PasswordInput, ReferenceArrayField, ReferenceArrayInput,
  ReferenceField, ReferenceInput, SearchInput, SelectField, SelectInput, Show, SimpleForm, SimpleFormIterator, SimpleShowLayout, SingleFieldList, TabbedForm, TextField,
  TextInput, required, useRecordContext, useTranslate, type RaRecord,
} from 'react-admin';
import { FIELD_TYPE_CODES } from '../../../shared/forms/fieldTypes';
import { API } from './dataProvider';
import { label, labelIn, LocalDateField, LocalizedInput, linesFormat, linesParse, ScheduleInputs } from './inputs';
import { inEditorLanguage } from './language';
import { choicesOf } from './messages';

const search = <SearchInput key="q" source="q" alwaysOn />;
const online = <NullableBooleanInput key="is_online" source="is_online" label={label('is_online')} />;

function Form({ children, tabs }: { children?: ReactElement | ReactElement[]; tabs?: [string, ReactElement][] }) {
  if (tabs) {
    return (
      <TabbedForm>
        {tabs.map(([name, content]) => (
          <TabbedForm.Tab key={name} label={name}>
            {content}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }
  return <SimpleForm>{children}</SimpleForm>;
}

/** edit and create share one form */
function screens(form: () => ReactElement) {
  return {
    edit: () => <Edit mutationMode="pessimistic">{form()}</Edit>,
    create: () => <Create redirect="edit">{form()}</Create>,
  };
}

const imageRef = (source: string) => (
  <ReferenceInput source={source} reference="images">
    <AutocompleteInput label={label(source)} optionText="original_name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>
);
const tagsRef = (source: string, reference: string) => (
  <ReferenceArrayInput source={source} reference={reference} perPage={200}>
    <AutocompleteArrayInput label={label(source)} optionText={inEditorLanguage('name')} filterToQuery={(q) => ({ q })} />
  </ReferenceArrayInput>
);

// concerts ---------------------------------------------------------------------------------------

const AVAILABILITY = choicesOf('availability');

export const events = {
  list: () => (
    <List
      sort={{ field: 'start_at', order: 'DESC' }}
      filters={[
        search,
        online,
        <SelectInput key="a" source="availability" label={label('availability')} choices={AVAILABILITY} />,
        <ReferenceInput key="v" source="venue_id" reference="venues"><SelectInput label={label('venue_id')} optionText="name" /></ReferenceInput>,
        <ReferenceInput key="g" source="genre_id" reference="genres"><SelectInput label={label('genre_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>,
        <ReferenceInput key="t" source="tag_id" reference="event-tags"><SelectInput label={label('tag_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>,
        <DateInput key="s" source="start_gte" label={label('start_gte')} />,
      ]}
    >
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <LocalDateField source="start_at" label={label('start_at')} showTime />
        <TextField source="title_de" label={label('title')} />
        <ReferenceField source="venue_id" reference="venues" label={label('venue_id')} sortable={false} link={false} />
        <SelectField source="availability" label={label('availability')} choices={AVAILABILITY} />
        <BooleanField source="is_online" label={label('is_online')} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form
      tabs={[
        [
          'admin.tabConcert',
          <>
            <LocalizedInput source="title" required />
            <LocalizedInput source="subtitle" />
            <TextInput source="slug" label={label('slug')} helperText={false} />
            <DateTimeInput source="start_at" label={label('start_at')} validate={required()} />
            <DateTimeInput source="end_at" label={label('end_at')} />
            <ReferenceInput source="venue_id" reference="venues"><SelectInput label={label('venue_id')} optionText="name" /></ReferenceInput>
            <ReferenceInput source="genre_id" reference="genres"><SelectInput label={label('genre_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>
            {tagsRef('tag_ids', 'event-tags')}
            <SelectInput source="availability" label={label('availability')} choices={AVAILABILITY} validate={required()} defaultValue="bookable" />
            <DateInput source="presale_start" label={label('presale_start')} />
            <TextInput source="ticket_url" label={label('ticket_url')} fullWidth />
            {imageRef('image_id')}
            <BooleanInput source="is_online" label={label('is_online')} defaultValue />
            <ScheduleInputs />
            <BooleanInput source="is_highlight" label={label('is_highlight')} />
          </>,
        ],
        [
          'admin.tabProgramme',
          <>
            <ArrayInput source="works" label={label('works')}>
              <SimpleFormIterator inline>
                <TextInput source="composer" label={label('composer')} helperText={false} />
                <TextInput source="title_de" label={labelIn('title', 'de')} helperText={false} />
                <TextInput source="title_en" label={labelIn('title', 'en')} helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
            <ArrayInput source="performers" label={label('performers')}>
              <SimpleFormIterator inline>
                <TextInput source="name" label={label('name')} helperText={false} />
                <TextInput source="role_de" label={labelIn('role', 'de')} helperText={false} />
                <TextInput source="role_en" label={labelIn('role', 'en')} helperText={false} />
                <ReferenceInput source="person_id" reference="persons"><AutocompleteInput label={label('person_id')} optionText="last_name" filterToQuery={(q) => ({ q })} /></ReferenceInput>
              </SimpleFormIterator>
            </ArrayInput>
          </>,
        ],
        ['admin.tabText', <LocalizedInput key="t" source="text" richText />],
      ]}
    />
  )),
};

const simpleNamed = (slug: boolean, extra?: ReactElement) => ({
  list: () => (
    <List filters={[search]}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="name_de" label={labelIn('name', 'de')} />
        <TextField source="name_en" label={labelIn('name', 'en')} sortable={false} />
        {slug ? <TextField source="slug" label={label('slug')} sortable={false} /> : <NumberField source="order" label={label('order')} />}
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <LocalizedInput source="name" required />
      {slug ? <TextInput source="slug" label={label('slug')} /> : <></>}
      {extra ?? <></>}
    </Form>
  )),
});

export const venues = {
  list: () => (
    <List filters={[search, <TextInput key="c" source="city" label={label('city')} />]} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="name" label={label('name')} />
        <TextField source="city" label={label('city')} />
        <TextField source="address" label={label('address')} sortable={false} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <TextInput source="name" label={label('name')} validate={required()} />
      <TextInput source="address" label={label('address')} fullWidth />
      <TextInput source="city" label={label('city')} />
      <TextInput source="url" label={label('url')} fullWidth />
    </Form>
  )),
};
export const genres = simpleNamed(true, <NumberInput source="order" label={label('order')} />);
export const eventTags = simpleNamed(true);

// persons ----------------------------------------------------------------------------------------

export const persons = {
  list: () => (
    <List
      filters={[
        search,
        online,
        <ReferenceInput key="c" source="category_id" reference="person-categories"><SelectInput label={label('category_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="first_name" label={label('first_name')} />
        <TextField source="last_name" label={label('last_name')} />
        <TextField source="position_de" label={label('position')} sortable={false} />
        <ReferenceArrayField source="category_ids" reference="person-categories" label={label('category_ids')} sortable={false}>
          <SingleFieldList linkType={false}><ChipField source="name_de" size="small" /></SingleFieldList>
        </ReferenceArrayField>
        <BooleanField source="is_online" label={label('is_online')} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <TextInput source="first_name" label={label('first_name')} />
      <TextInput source="last_name" label={label('last_name')} validate={required()} />
      <TextInput source="slug" label={label('slug')} />
      <LocalizedInput source="position" />
      <LocalizedInput source="instrument" />
      {tagsRef('category_ids', 'person-categories')}
      {imageRef('image_id')}
      <LocalizedInput source="biography" richText />
      <NumberInput source="order" label={label('order')} />
      <BooleanInput source="is_ensemble" label={label('is_ensemble')} />
      <BooleanInput source="is_online" label={label('is_online')} defaultValue />
    </Form>
  )),
};
export const personCategories = simpleNamed(true, <NumberInput source="order" label={label('order')} />);

// stories ----------------------------------------------------------------------------------------

export const stories = {
  list: () => (
    <List
      filters={[
        search,
        online,
        <ReferenceInput key="c" source="category_id" reference="story-categories"><SelectInput label={label('category_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>,
        <ReferenceInput key="t" source="tag_id" reference="story-tags"><SelectInput label={label('tag_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>,
      ]}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <LocalDateField source="date" label={label('date')} />
        <TextField source="title_de" label={label('title')} />
        <BooleanField source="is_online" label={label('is_online')} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <LocalizedInput source="title" required />
      <TextInput source="slug" label={label('slug')} />
      <DateInput source="date" label={label('date')} validate={required()} />
      {tagsRef('category_ids', 'story-categories')}
      {tagsRef('tag_ids', 'story-tags')}
      {imageRef('header_image_id')}
      <LocalizedInput source="teaser" multiline />
      <LocalizedInput source="text" richText />
      <BooleanInput source="is_online" label={label('is_online')} defaultValue />
      <ScheduleInputs />
      <BooleanInput source="is_highlight" label={label('is_highlight')} />
    </Form>
  )),
};
export const storyCategories = {
  ...simpleNamed(false),
  ...screens(() => (
    <Form>
      <LocalizedInput source="name" required />
      <TextInput source="slug_de" label={label('slug_de')} validate={required()} />
      <TextInput source="slug_en" label={label('slug_en')} validate={required()} />
      <NumberInput source="order" label={label('order')} />
    </Form>
  )),
};
export const storyTags = simpleNamed(true);

// press ------------------------------------------------------------------------------------------

export const downloadCategories = simpleNamed(false, <NumberInput source="order" label={label('order')} />);

export const directories = {
  list: () => (
    <List filters={[search, <ReferenceInput key="c" source="category_id" reference="download-categories"><SelectInput label={label('category_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>]}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="name_de" label={label('name')} />
        <ReferenceField source="category_id" reference="download-categories" label={label('category_id')} sortable={false} link={false}><TextField source="name_de" /></ReferenceField>
        <LocalDateField source="date" label={label('date')} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <ReferenceInput source="category_id" reference="download-categories"><SelectInput label={label('category_id')} optionText={inEditorLanguage('name')} validate={required()} /></ReferenceInput>
      <LocalizedInput source="name" required />
      <LocalizedInput source="description" richText />
      <TextInput source="slug" label={label('slug')} />
      <DateInput source="date" label={label('date')} />
      {imageRef('image_id')}
      <NumberInput source="order" label={label('order')} />
    </Form>
  )),
};

const fileFields = (
  <>
    <ReferenceInput source="directory_id" reference="directories"><SelectInput label={label('directory_id')} optionText={inEditorLanguage('name')} validate={required()} /></ReferenceInput>
    <LocalizedInput source="title" />
    <NumberInput source="order" label={label('order')} />
  </>
);
export const files = {
  list: () => (
    <List filters={[search, <ReferenceInput key="d" source="directory_id" reference="directories"><SelectInput label={label('directory_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>]}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="title_de" label={label('title')} />
        <FunctionField label={label('file')} render={(r: { file: string }) => <a href={`/media/${r.file}`} onClick={(e) => e.stopPropagation()}>{r.file.split('/').pop()}</a>} />
        <NumberField source="size" label={label('size')} />
      </Datagrid>
    </List>
  ),
  edit: () => <Edit mutationMode="pessimistic"><SimpleForm>{fileFields}</SimpleForm></Edit>,
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <FileInput source="file" label={label('file')} multiple={false} validate={required()}><FileField source="src" title="title" /></FileInput>
        {fileFields}
      </SimpleForm>
    </Create>
  ),
};

// subscriptions and forms ------------------------------------------------------------------------

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
          <TextInput source="label_de" label={labelIn('label', 'de')} helperText={false} />
          <TextInput source="label_en" label={labelIn('label', 'en')} helperText={false} />
          <NumberInput source="amount_cents" label={label('amount_cents')} helperText={false} />
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

// site -------------------------------------------------------------------------------------------

export const redirects = {
  list: () => (
    <List filters={[search]} sort={{ field: 'old_path', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="old_path" label={label('old_path')} />
        <TextField source="new_path" label={label('new_path')} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <TextInput source="old_path" label={label('old_path')} validate={required()} fullWidth />
      <TextInput source="new_path" label={label('new_path')} validate={required()} fullWidth />
    </Form>
  )),
};

const PAGE_TYPES = choicesOf('pageType');

export const pages = {
  list: () => (
    <List filters={[search, online, <SelectInput key="t" source="page_type" label={label('page_type')} choices={PAGE_TYPES} />]} sort={{ field: 'path_de', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="edit">
        <FunctionField
          label={label('title')}
          sortBy="path_de"
          render={(r: { title_de: string; path_de: string | null }) => (
            <span style={{ paddingLeft: `${Math.max(0, (r.path_de ?? '/').split('/').length - 3) * 20}px` }}>{r.title_de}</span>
          )}
        />
        <TextField source="path_de" label={label('path_de')} />
        <TextField source="path_en" label={label('path_en')} sortable={false} />
        <NumberField source="order" label={label('order')} />
        <BooleanField source="is_online" label={label('is_online')} />
        <BooleanField source="in_menu" label={label('in_menu')} sortable={false} />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form
      tabs={[
        [
          'admin.tabPage',
          <>
            <ReferenceInput source="parent_id" reference="pages" perPage={500} sort={{ field: 'path_de', order: 'ASC' }}>
              <AutocompleteInput label={label('parent_id')} optionText="path_de" filterToQuery={(q) => ({ q })} />
            </ReferenceInput>
            <NumberInput source="order" label={label('order')} />
            <SelectInput source="page_type" label={label('page_type')} choices={PAGE_TYPES} validate={required()} defaultValue="default" />
            <LocalizedInput source="title" required />
            <TextInput source="slug_de" label={label('slug_de')} />
            <TextInput source="slug_en" label={label('slug_en')} />
            <LocalizedInput source="menu_name" />
            <LocalizedInput source="headline" />
            {imageRef('header_image_id')}
            <BooleanInput source="is_online" label={label('is_online')} />
            <ScheduleInputs />
            <BooleanInput source="in_menu" label={label('in_menu')} />
            <BooleanInput source="in_footer" label={label('in_footer')} />
            <BooleanInput source="is_highlight" label={label('is_highlight')} />
            <BooleanInput source="in_burger_menu" label={label('in_burger_menu')} />
            <BooleanInput source="is_clickable" label={label('is_clickable')} defaultValue />
          </>,
        ],
        [
          'admin.tabSeo',
          <>
            <LocalizedInput source="seo_headline" />
            <LocalizedInput source="meta_title" />
            <LocalizedInput source="meta_description" multiline />
            <LocalizedInput source="og_title" />
            <LocalizedInput source="og_description" multiline />
            <TextInput source="og_type" label={label('og_type')} defaultValue="website" />
            {imageRef('og_image_id')}
          </>,
        ],
      ]}
    />
  )),
};

/** The editor's language of the admin; empty: the site's default (docs/admin.md#language). */
const languageInput = (
  <SelectInput
    source="language"
    label={label('language')}
    choices={choicesOf('language')}
    emptyText="admin.languageSiteDefault"
    emptyValue=""
    format={(value: string | null | undefined) => value ?? ''}
  />
);

export const editors = {
  list: () => (
    <List filters={[search, <NullableBooleanInput key="s" source="is_staff" label={label('is_staff')} />]} sort={{ field: 'username', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="username" label={label('username')} />
        <TextField source="email" label={label('email')} sortable={false} />
        <BooleanField source="is_staff" label={label('is_staff')} sortable={false} />
        <BooleanField source="is_active" label={label('is_active')} sortable={false} />
        <SelectField source="language" label={label('language')} choices={choicesOf('language')} emptyText="admin.languageSiteDefault" sortable={false} />
        <LocalDateField source="last_login_at" label={label('last_login_at')} showTime />
      </Datagrid>
    </List>
  ),
  ...screens(() => (
    <Form>
      <TextInput source="username" label={label('username')} validate={required()} />
      <TextInput source="email" label={label('email')} type="email" />
      <TextInput source="first_name" label={label('first_name')} />
      <TextInput source="last_name" label={label('last_name')} />
      <BooleanInput source="is_staff" label={label('is_staff')} />
      <BooleanInput source="is_active" label={label('is_active')} defaultValue />
      {languageInput}
      <PasswordInput source="password" label={label('password')} autoComplete="new-password" />
    </Form>
  )),
};
