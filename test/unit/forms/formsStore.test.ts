/** FormsStore: a first-time visitor (no csrftoken cookie) gets one before the first POST; per-field errors of a 400 reach the form. */
import { ApiError } from '../../../shared/api/errors';
import type { ApiClient } from '../../../shared/api/client';
import { createRootStore } from '../../../client/stores/RootStore';
import { areaOf } from '../../../client/stores/areas';
import { formsArea } from '../../../client/stores/FormsStore';

function setup(cookies: { value: string }, sendAnswer: () => Promise<unknown>) {
  const calls: string[] = [];
  const api: ApiClient = {
    async get<T>(path: string): Promise<T> {
      calls.push(`GET ${path}`);
      // the back end's user-details endpoint sets the cookie
      if (path === '/de/api/user-details/') cookies.value = 'csrftoken=abc';
      return {} as T;
    },
    async send<T>(method: string, path: string): Promise<T> {
      calls.push(`${method} ${path} cookie=${cookies.value}`);
      return (await sendAnswer()) as T;
    },
    async upload<T>(path: string): Promise<T> {
      calls.push(`UPLOAD ${path} cookie=${cookies.value}`);
      return { token: 't', name: 'a.pdf', size: 1, mime: 'application/pdf' } as T;
    },
  };
  const store = createRootStore({}, { api, logger: { warn: jest.fn() }, cookies: () => cookies.value });
  return { store, calls };
}

test('without a csrftoken cookie the store fetches one before sending the entry', async () => {
  const cookies = { value: '' };
  const { store, calls } = setup(cookies, async () => ({ id: 7 }));
  await expect(areaOf(store, formsArea).submit('de', { form: 1, field_values: {} })).resolves.toEqual({ id: 7 });
  expect(calls).toEqual(['GET /de/api/user-details/', 'POST /de/api/forms-entries/ cookie=csrftoken=abc']);
});

test('with the cookie no extra request is made; uploads go to the temporary-file endpoint', async () => {
  const cookies = { value: 'other=1; csrftoken=xyz' };
  const { store, calls } = setup(cookies, async () => ({ id: 1 }));
  await areaOf(store, formsArea).upload('de', new File(['%PDF'], 'a.pdf'));
  expect(calls).toEqual(['UPLOAD /de/api/temp-files/ cookie=other=1; csrftoken=xyz']);
});

test('a 400 keeps the per-field errors of the back end', async () => {
  const cookies = { value: 'csrftoken=xyz' };
  const error = new ApiError(400, 'validation_failed', 'Invalid', { email: ['Bitte eine gültige E-Mail-Adresse eingeben.'] });
  const { store } = setup(cookies, () => Promise.reject(error));
  await expect(areaOf(store, formsArea).submit('de', { form: 1, field_values: {} })).rejects.toMatchObject({ status: 400, errors: { email: [expect.any(String)] } });
});
