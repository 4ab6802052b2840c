/**
 * react-admin's DataProvider over our admin REST endpoints (cms/admin/api/resource.ts):
 * lists answer {data, total}; writes carry X-CSRFToken (the csrftoken cookie, as Django expects);
 * 400 {errors: {field: [msg]}} becomes react-admin's field errors; uploads go as multipart.
 */
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../shared/constants';
import { readCookie } from '../../../shared/cookies';
import { BULK_FIELDS, TRASH_RESOURCES } from '../api/bulkFields';
import { currentLocale } from './language';
import { localizeServerMessage } from './serverMessages';

export const API = '/api/admin';

export function csrfToken(): string {
  return readCookie(document.cookie, CSRF_COOKIE) ?? '';
}

interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  /** 409 'slug_taken' of a restore from the trash: a free address per field */
  suggestion?: Record<string, string>;
}

export async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const unsafe = init.method && init.method !== 'GET';
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (unsafe) headers.set(CSRF_HEADER, csrfToken());
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const res = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as T & ApiErrorBody;
  if (!res.ok) {
    // react-admin shows body.errors at the fields (nested paths like "works.0.title_de" included),
    // in the editor's language
    const locale = currentLocale();
    const errors = body.errors
      ? Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v.map((m) => localizeServerMessage(m, locale)).join(' ')]))
      : undefined;
    throw new HttpError(body.message ? localizeServerMessage(body.message, locale) : 'ra.notification.http_error', res.status, errors ? { errors, code: body.code, suggestion: body.suggestion } : body);
  }
  return body;
}

type Params = Record<string, string | number | undefined | null>;

function query(params: Params): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  return search.toString();
}

function filterParams(filter: Record<string, unknown> = {}): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== null && v !== '') out[k] = typeof v === 'boolean' ? String(v) : (v as string);
  return out;
}

/** a record with a freshly chosen file (FileInput) is sent as multipart */
function bodyOf(data: Record<string, unknown>): BodyInit {
  const file = data.file as { rawFile?: File } | undefined;
  if (!file?.rawFile) return JSON.stringify(data);
  const form = new FormData();
  for (const [k, v] of Object.entries(data)) {
    if (k === 'file' || v === undefined || v === null || typeof v === 'object') continue;
    form.set(k, String(v));
  }
  form.set('file', file.rawFile);
  return form;
}

const url = (resource: string, id?: RaRecord['id'], params?: Params) =>
  `${API}/${resource}/${id !== undefined ? `${encodeURIComponent(String(id))}/` : ''}${params ? `?${query(params)}` : ''}`;

export const dataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    return request(
      url(resource, undefined, {
        page: pagination?.page,
        per_page: pagination?.perPage,
        sort: sort?.field,
        order: sort?.order,
        ...filterParams(filter),
      }),
    );
  },
  async getOne(resource, { id }) {
    return { data: await request(url(resource, id)) };
  },
  async getMany(resource, { ids }) {
    if (!ids.length) return { data: [] };
    const res = await request<{ data: RaRecord[] }>(url(resource, undefined, { ids: ids.join(','), per_page: 500 }));
    return { data: res.data as never[] };
  },
  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return request(
      url(resource, undefined, {
        page: pagination.page,
        per_page: pagination.perPage,
        sort: sort.field,
        order: sort.order,
        ...filterParams(filter),
        [target]: id as string,
      }),
    );
  },
  async create(resource, { data }) {
    return { data: await request(url(resource), { method: 'POST', body: bodyOf(data as Record<string, unknown>) }) };
  },
  async update(resource, { id, data }) {
    return { data: await request(url(resource, id), { method: 'PUT', body: JSON.stringify(data) }) };
  },
  async updateMany(resource, { ids, data }) {
    if (BULK_FIELDS[resource]) {
      // one request, one transaction: all rows or none (docs/admin.md "Bulk actions")
      await request(`${API}/${resource}/bulk/`, { method: 'POST', body: JSON.stringify({ ids, action: 'change', changes: data }) });
      return { data: ids };
    }
    for (const id of ids) {
      const current = await request<RaRecord>(url(resource, id));
      await request(url(resource, id), { method: 'PUT', body: JSON.stringify({ ...current, ...data }) });
    }
    return { data: ids };
  },
  async delete(resource, { id }) {
    await request(url(resource, id), { method: 'DELETE' });
    return { data: { id } as never };
  },
  async deleteMany(resource, { ids }) {
    if (TRASH_RESOURCES[resource]) {
      await request(`${API}/${resource}/bulk/`, { method: 'POST', body: JSON.stringify({ ids, action: 'trash' }) });
      return { data: ids };
    }
    for (const id of ids) await request(url(resource, id), { method: 'DELETE' });
    return { data: ids };
  },
};
