/**
 * Test-only page of the e2e test editorWidgets.test.ts: mounts the four field widgets of the module
 * edit form (the real components of client/editor/, bundled by the test with esbuild) into any page
 * of the running site, with the real API client (session cookie, CSRF header) and i18next. Never
 * part of a build. `window.__widgetValues` mirrors what the widgets reported through onChange.
 */
import i18next from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../../shared/api/client';
import EventField from '../../../client/editor/finders/EventField';
import ImageField, { type ImageValue } from '../../../client/editor/finders/ImageField';
import LinkField, { type LinkValue } from '../../../client/editor/finders/LinkField';
import RichTextField from '../../../client/editor/richtext/RichTextField';
import { StoreProvider } from '../../../client/stores/context';
import { createRootStore } from '../../../client/stores/RootStore';

declare global {
  interface Window {
    __widgetLocale?: 'de' | 'en';
    __widgetInitial?: { html: string; link: LinkValue; image: ImageValue; event: number | null };
    __widgetValues?: { html: string; link: LinkValue; image: ImageValue; event: number | null };
  }
}

const locale = window.__widgetLocale ?? 'de';
const i18n = i18next.createInstance({ lng: locale, fallbackLng: 'de', resources: { [locale]: { translation: {} } }, initAsync: false, interpolation: { escapeValue: false } });
void i18n.init();
const api = createApiClient({
  baseUrl: '',
  csrfToken: () => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.slice(10) ?? ''),
});
const store = createRootStore({}, { api, logger: console });
const initial = window.__widgetInitial ?? { html: '', link: { link_url: '', link: null }, image: { id: null, image: null }, event: null };

function Harness() {
  const [html, setHtml] = useState(initial.html);
  const [link, setLink] = useState(initial.link);
  const [image, setImage] = useState(initial.image);
  const [event, setEvent] = useState(initial.event);
  window.__widgetValues = { html, link, image, event };
  return (
    <form style={{ display: 'grid', gap: '1.5rem', padding: '1rem', maxWidth: '48rem', margin: '0 auto', background: '#fff' }} onSubmit={(e) => e.preventDefault()} data-testid="harness">
      <div>
        <label htmlFor="f-text">Text</label>
        <RichTextField id="f-text" label="Text" value={html} onChange={setHtml} />
      </div>
      <div>
        <label htmlFor="f-link">Link</label>
        <LinkField id="f-link" label="Link" value={link} onChange={setLink} />
      </div>
      <div>
        <label htmlFor="f-image">Image</label>
        <ImageField id="f-image" label="Image" value={image} onChange={setImage} />
      </div>
      <div>
        <label htmlFor="f-event">Event</label>
        <EventField id="f-event" label="Event" value={event} onChange={setEvent} />
      </div>
    </form>
  );
}

// the host page stays (its styles and custom properties apply); only its content is hidden
const root = document.getElementById('root');
if (root) root.style.display = 'none';
const container = document.createElement('div');
container.id = 'widgets';
document.body.append(container);
createRoot(container).render(
  <StoreProvider store={store}>
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>
  </StoreProvider>,
);
