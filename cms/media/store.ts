/**
 * Where media files live: the local disk under MEDIA_DIR (default) or an S3-compatible bucket
 * (MEDIA_STORAGE=s3), for everything the back end stores: image originals and renditions, press
 * downloads, form uploads (temp files and entry files). Every caller goes through a MediaStore, by
 * relative path ('originals/ab/….jpg'), so the layout of cms/media/files.ts is the same in both.
 *
 *   const store = mediaStore(config);             // one per configuration
 *   await store.write('downloads/ab/…/kit.pdf', data);
 *
 * S3: path-style requests (`{S3_ENDPOINT}/{S3_BUCKET}/{S3_PREFIX}{path}`) signed with AWS Signature
 * V4 by aws4fetch (AWS S3, Cloudflare R2, Backblaze B2, MinIO, Scaleway, ... all take them). The
 * bucket stays private: /media/ answers through the back end (cms/media/serve.ts) with the same
 * cache headers as from disk, or redirects to MEDIA_PUBLIC_URL when a CDN or public bucket serves it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { CmsConfig, S3Settings } from '../config';

export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Writes a file. Content-addressed names make an existing file identical: it is kept. */
  write(relative: string, data: Buffer): Promise<void>;
  exists(relative: string): Promise<boolean>;
  read(relative: string): Promise<Buffer>;
  /** Removes files; missing ones are ignored. */
  remove(relatives: Iterable<string>): Promise<void>;
  move(from: string, to: string): Promise<void>;
}

/** The content type stored with (and served for) a file, by its extension. */
export function contentTypeOf(relative: string): string {
  const ext = path.extname(relative).slice(1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** A relative media path that stays inside the store: no absolute paths, no `..`, no empty segments. */
export function checkRelative(relative: string): string {
  const segments = relative.split('/');
  if (!relative || relative.startsWith('/') || relative.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`media path outside the media store: ${relative}`);
  }
  return relative;
}

// ------------------------------------------------------------------------------------ local disk

/** Absolute path of a stored relative path; refuses anything that would leave MEDIA_DIR. */
export function resolveMediaPath(mediaDir: string, relative: string): string {
  const absolute = path.resolve(mediaDir, relative);
  const root = path.resolve(mediaDir) + path.sep;
  if (!absolute.startsWith(root)) throw new Error(`media path outside MEDIA_DIR: ${relative}`);
  return absolute;
}

export function localStore(mediaDir: string): MediaStore {
  return {
    kind: 'local',
    async write(relative, data) {
      const target = resolveMediaPath(mediaDir, relative);
      try {
        await fs.access(target);
        return;
      } catch {
        // not there yet
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, target); // atomic: readers see the whole file or none
    },
    async exists(relative) {
      try {
        await fs.access(resolveMediaPath(mediaDir, relative));
        return true;
      } catch {
        return false;
      }
    },
    read: (relative) => fs.readFile(resolveMediaPath(mediaDir, relative)),
    async remove(relatives) {
      await Promise.all([...relatives].map((r) => fs.rm(resolveMediaPath(mediaDir, r), { force: true })));
    },
    async move(from, to) {
      const target = resolveMediaPath(mediaDir, to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(resolveMediaPath(mediaDir, from), target);
    },
  };
}

// ------------------------------------------------------------------------------------ S3

export class MediaStoreError extends Error {
  override name = 'MediaStoreError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The S3 side of a store: signed requests for one object. serve.ts uses `request` to stream GETs. */
export interface S3Store extends MediaStore {
  readonly kind: 's3';
  /** A signed request for one object (GET/HEAD/PUT/DELETE), with extra headers. */
  request(method: string, relative: string, init?: { headers?: Record<string, string>; body?: Buffer }): Promise<Response>;
}

export function s3Store(settings: S3Settings): S3Store {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3', retries: 2 });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const keyOf = (relative: string) => `${settings.prefix}${checkRelative(relative)}`;
  const urlOf = (relative: string) => base + keyOf(relative).split('/').map(encodeURIComponent).join('/');

  const request: S3Store['request'] = (method, relative, init = {}) =>
    client.fetch(urlOf(relative), { method, headers: init.headers, body: init.body ? new Uint8Array(init.body) : undefined });

  const fail = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    throw new MediaStoreError(`S3 ${what} failed: ${res.status} ${code}`.trim(), res.status);
  };

  const store: S3Store = {
    kind: 's3',
    request,
    async write(relative, data) {
      if (await store.exists(relative)) return;
      const res = await request('PUT', relative, { body: data, headers: { 'Content-Type': contentTypeOf(relative), 'Content-Length': String(data.length) } });
      if (!res.ok) await fail(`PUT ${relative}`, res);
      await res.arrayBuffer();
    },
    async exists(relative) {
      const res = await request('HEAD', relative);
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return true;
      if (res.status === 404 || res.status === 403) return false; // 403: no ListBucket right, S3 hides 404 behind it
      return fail(`HEAD ${relative}`, res);
    },
    async read(relative) {
      const res = await request('GET', relative);
      if (!res.ok) await fail(`GET ${relative}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(relatives) {
      await Promise.all(
        [...relatives].map(async (relative) => {
          const res = await request('DELETE', relative);
          await res.arrayBuffer().catch(() => undefined);
          if (!res.ok && res.status !== 404) await fail(`DELETE ${relative}`, res);
        }),
      );
    },
    async move(from, to) {
      // S3 has no rename: copy (server side), then delete
      const source = `/${settings.bucket}/${keyOf(from)}`.split('/').map(encodeURIComponent).join('/');
      const res = await request('PUT', to, { headers: { 'x-amz-copy-source': source } });
      const text = await res.text();
      if (!res.ok || text.includes('<Error>')) throw new MediaStoreError(`S3 copy ${from} -> ${to} failed: ${res.status}`, res.ok ? 500 : res.status);
      await store.remove([from]);
    },
  };
  return store;
}

// ------------------------------------------------------------------------------------ choice

const stores = new WeakMap<object, MediaStore>();

/** The store of a configuration (one per config object, so S3 clients are reused). */
export function mediaStore(config: Pick<CmsConfig, 'mediaDir' | 'mediaStorage' | 's3'>): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.mediaStorage === 's3' && config.s3 ? s3Store(config.s3) : localStore(config.mediaDir);
    stores.set(config, store);
  }
  return store;
}
