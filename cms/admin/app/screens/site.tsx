/** The admin's screens of site. */
import { AutocompleteInput, BooleanField, BooleanInput, Datagrid, FunctionField, List, NullableBooleanInput, NumberField, NumberInput, PasswordInput, ReferenceInput, SelectField, SelectInput, TextField, TextInput, required } from 'react-admin';
import { label, LocalDateField, LocalizedInput, ScheduleInputs } from '../inputs';
import { choicesOf } from '../messages';
import { search, online, Form, imageRef, screens } from './common';
import { SlugInput } from '../slugInput';

/** A page in the parent picker: its German title, its address after it. */
const parentChoice = (page?: { title_de?: string; path_de?: string | null }) => (page ? `${page.title_de ?? ''}${page.path_de ? ` (${page.path_de})` : ''}` : '');

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
              {/* titles, with the address to tell pages of the same title apart (issue 45) */}
              <AutocompleteInput label={label('parent_id')} optionText={parentChoice} inputText={parentChoice} filterToQuery={(q) => ({ q })} />
            </ReferenceInput>
            <NumberInput source="order" label={label('order')} />
            <SelectInput source="page_type" label={label('page_type')} choices={PAGE_TYPES} validate={required()} defaultValue="default" />
            <LocalizedInput source="title" required />
            <SlugInput source="slug_de" titleSource="title_de" label={label('slug_de')} />
            <SlugInput source="slug_en" titleSource="title_en" label={label('slug_en')} />
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
    <List
      filters={[
        search,
        <NullableBooleanInput key="s" source="is_staff" label={label('is_staff')} />,
        <NullableBooleanInput key="r" source="is_reviewer" label={label('is_reviewer')} />,
        <NullableBooleanInput key="n" source="needs_review" label={label('needs_review')} />,
      ]}
      sort={{ field: 'username', order: 'ASC' }}
    >
      <Datagrid rowClick="edit">
        <TextField source="id" label={label('id')} />
        <TextField source="username" label={label('username')} />
        <TextField source="email" label={label('email')} sortable={false} />
        <BooleanField source="is_staff" label={label('is_staff')} sortable={false} />
        <BooleanField source="is_active" label={label('is_active')} sortable={false} />
        <BooleanField source="is_reviewer" label={label('is_reviewer')} sortable={false} />
        <BooleanField source="needs_review" label={label('needs_review')} sortable={false} />
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
      <BooleanInput source="is_reviewer" label={label('is_reviewer')} helperText="admin.isReviewerHint" />
      <BooleanInput source="needs_review" label={label('needs_review')} helperText="admin.needsReviewHint" />
      {languageInput}
      <PasswordInput source="password" label={label('password')} autoComplete="new-password" />
    </Form>
  )),
};
