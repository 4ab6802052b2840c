/** List, edit and create screens of every model (images in ../images.tsx), one file per group as in the admin's menu. */
export { events, venues, genres, eventTags } from './events';
export { persons, personCategories } from './persons';
export { stories, storyCategories, storyTags } from './stories';
export { downloadCategories, directories, files } from './press';
export { subscriptions, CsvLink, forms, formEntries } from './forms';
export { redirects, pages, editors } from './site';
