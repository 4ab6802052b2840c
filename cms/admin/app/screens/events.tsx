/** The admin's screens of concerts. */
import { ArrayInput, AutocompleteInput, BooleanField, BooleanInput, Datagrid, DateInput, List, NumberInput, ReferenceField, ReferenceInput, SelectField, SelectInput, SimpleFormIterator, TextField, TextInput, required } from 'react-admin';
import { BerlinDateTimeInput, label, labelIn, LocalDateField, LocalizedInput, ScheduleInputs } from '../inputs';
import { inEditorLanguage } from '../language';
import { choicesOf } from '../messages';
import { search, online, Form, imageRef, tagsRef, simpleNamed, screens } from './common';
import { BulkActions } from '../bulk';

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
      <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
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
            <BerlinDateTimeInput source="start_at" validate={required()} />
            <BerlinDateTimeInput source="end_at" />
            <ReferenceInput source="venue_id" reference="venues"><SelectInput label={label('venue_id')} optionText="name" /></ReferenceInput>
            <ReferenceInput source="genre_id" reference="genres"><SelectInput label={label('genre_id')} optionText={inEditorLanguage('name')} /></ReferenceInput>
            {tagsRef('tag_ids', 'event-tags')}
            <SelectInput source="availability" label={label('availability')} choices={AVAILABILITY} validate={required()} defaultValue="bookable" />
            <DateInput source="presale_start" label={label('presale_start')} />
            <NumberInput source="price_min_cents" label={label('price_min_cents')} helperText={false} min={0} step={1} />
            <NumberInput source="price_max_cents" label={label('price_max_cents')} helperText={false} min={0} step={1} />
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
                <TextInput source="title_de" label={labelIn('title', 'de')} helperText={false} validate={required()} />
                <TextInput source="title_en" label={labelIn('title', 'en')} helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
            <ArrayInput source="performers" label={label('performers')}>
              <SimpleFormIterator inline>
                <TextInput source="name" label={label('name')} helperText={false} validate={required()} />
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
