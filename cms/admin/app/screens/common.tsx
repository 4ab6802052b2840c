/** What the screens share: the search and online filters, the form, edit/create from one form, reference inputs, simple named models. */
import type { ReactElement } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, Create, Datagrid, Edit, List, NullableBooleanInput, NumberField, ReferenceArrayInput, ReferenceInput, SearchInput, SimpleForm, TabbedForm, TextField, TextInput } from 'react-admin';
import { label, labelIn, LocalizedInput } from '../inputs';
import { inEditorLanguage } from '../language';

export const search = <SearchInput key="q" source="q" alwaysOn />;
export const online = <NullableBooleanInput key="is_online" source="is_online" label={label('is_online')} />;

export function Form({ children, tabs }: { children?: ReactElement | ReactElement[]; tabs?: [string, ReactElement][] }) {
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
export function screens(form: () => ReactElement) {
  return {
    edit: () => <Edit mutationMode="pessimistic">{form()}</Edit>,
    create: () => <Create redirect="edit">{form()}</Create>,
  };
}

export const imageRef = (source: string) => (
  <ReferenceInput source={source} reference="images">
    <AutocompleteInput label={label(source)} optionText="original_name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>
);
export const tagsRef = (source: string, reference: string) => (
  <ReferenceArrayInput source={source} reference={reference} perPage={200}>
    <AutocompleteArrayInput label={label(source)} optionText={inEditorLanguage('name')} filterToQuery={(q) => ({ q })} />
  </ReferenceArrayInput>
);

export const simpleNamed = (slug: boolean, extra?: ReactElement) => ({
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
