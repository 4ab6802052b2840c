/** The admin's screens of stories. */
import { BooleanField, BooleanInput, Datagrid, DateInput, List, NumberInput, ReferenceInput, SelectInput, TextField, TextInput, required } from 'react-admin';
import { label, LocalDateField, LocalizedInput, ScheduleInputs } from '../inputs';
import { inEditorLanguage } from '../language';
import { search, online, Form, imageRef, tagsRef, simpleNamed, screens } from './common';
import { BulkActions } from '../bulk';

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
      <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
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
