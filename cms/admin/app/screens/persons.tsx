/** The admin's screens of persons. */
import { BooleanField, BooleanInput, ChipField, Datagrid, List, NumberInput, ReferenceArrayField, ReferenceInput, SelectInput, SingleFieldList, TextField, TextInput, required } from 'react-admin';
import { label, LocalizedInput } from '../inputs';
import { inEditorLanguage } from '../language';
import { search, online, Form, imageRef, tagsRef, simpleNamed, screens } from './common';
import { BulkActions } from '../bulk';

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
      <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
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
