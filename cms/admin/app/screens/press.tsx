/** The admin's screens of press. */
import { Create, Datagrid, DateInput, Edit, FileField, FileInput, FunctionField, List, NumberField, NumberInput, ReferenceField, ReferenceInput, SelectInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { label, LocalDateField, LocalizedInput } from '../inputs';
import { inEditorLanguage } from '../language';
import { search, Form, imageRef, simpleNamed, screens } from './common';
import { BulkActions } from '../bulk';

export const downloadCategories = simpleNamed(false, <NumberInput source="order" label={label('order')} />);

export const directories = {
  list: () => (
    <List filters={[search, <ReferenceInput key="c" source="category_id" reference="download-categories"><SelectInput label={label('category_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>]}>
      <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
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
