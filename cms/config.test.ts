import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { databaseOptions } from './db/client';

test('defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    nodeEnv: 'development',
    databaseUrl: null,
    dataDir: path.resolve('data/db'),
    mediaDir: path.resolve('data/media'),
    cookieSecure: false,
    csrfTrustedOrigins: [],
    maxUploadBytes: 10 * 1024 * 1024,
    publicUrl: null,
  });
});

test('COOKIE_SECURE defaults to true in production and can be overridden', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
});

test('parses lists and numbers', () => {
  const config = loadConfig({ CSRF_TRUSTED_ORIGINS: 'https://a.example, https://b.example', MAX_UPLOAD_BYTES: '1024' });
  expect(config.csrfTrustedOrigins).toEqual(['https://a.example', 'https://b.example']);
  expect(config.maxUploadBytes).toBe(1024);
});

test('the login slowdown: 250 ms doubling up to 5 s by default, both settable', () => {
  expect(loadConfig({}).loginSlowdown).toEqual({ firstMs: 250, maxMs: 5000 });
  expect(loadConfig({ LOGIN_SLOWDOWN_MS: '10', LOGIN_SLOWDOWN_MAX_MS: '40' }).loginSlowdown).toEqual({ firstMs: 10, maxMs: 40 });
});

test('TRASH_DAYS: 30 by default, a whole number of days from 1 to 3650; a bad value is named', () => {
  expect(loadConfig({}).trashDays).toBe(30);
  expect(loadConfig({ TRASH_DAYS: '' }).trashDays).toBe(30);
  expect(loadConfig({ TRASH_DAYS: '7' }).trashDays).toBe(7);
  for (const bad of ['0', '3651', '1.5', 'month']) expect(() => loadConfig({ TRASH_DAYS: bad })).toThrow(/TRASH_DAYS/);
});

test('DATABASE_POOL_MAX: 10 by default, a whole number from 1 to 100, handed to the database pool', () => {
  expect(loadConfig({}).databasePoolMax).toBe(10);
  expect(loadConfig({ DATABASE_POOL_MAX: '' }).databasePoolMax).toBe(10);
  expect(loadConfig({ DATABASE_POOL_MAX: '1' }).databasePoolMax).toBe(1);
  expect(loadConfig({ DATABASE_POOL_MAX: '100' }).databasePoolMax).toBe(100);
  const config = loadConfig({ DATABASE_URL: 'postgres://db/site', DATABASE_POOL_MAX: '4' });
  // what every entry point opens (cms/index.ts, migrate.ts, seed/cli.ts, scripts/createEditor.ts)
  expect(databaseOptions(config)).toEqual({ databaseUrl: 'postgres://db/site', dataDir: config.dataDir, poolMax: 4 });
});

test('SEARCH_CONCURRENCY: 3 by default, a whole number from 1 to 64', () => {
  expect(loadConfig({}).searchConcurrency).toBe(3);
  expect(loadConfig({ SEARCH_CONCURRENCY: '' }).searchConcurrency).toBe(3);
  expect(loadConfig({ SEARCH_CONCURRENCY: '1' }).searchConcurrency).toBe(1);
  expect(loadConfig({ SEARCH_CONCURRENCY: '64' }).searchConcurrency).toBe(64);
  for (const [bad, reason] of [
    ['0', 'expected at least 1 search'],
    ['65', 'expected at most 64 searches'],
    ['1.5', 'expected a whole number of searches from 1 to 64'],
    ['many', 'expected a whole number of searches from 1 to 64'],
  ]) {
    expect(() => loadConfig({ SEARCH_CONCURRENCY: bad })).toThrow(`Invalid environment variable SEARCH_CONCURRENCY: ${reason}`);
  }
});

test.each([
  ['0', 'expected at least 1 connection'],
  ['101', 'expected at most 100 connections'],
  ['2.5', 'expected a whole number of connections from 1 to 100'],
  ['ten', 'expected a whole number of connections from 1 to 100'],
  ['-3', 'expected at least 1 connection'],
])('a DATABASE_POOL_MAX of %p is refused: %s', (value, reason) => {
  expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(ConfigError);
  expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(`Invalid environment variable DATABASE_POOL_MAX: ${reason}`);
});

test.each([
  ['MAX_UPLOAD_BYTES', 'lots'],
  ['DATABASE_URL', 'mysql://x'],
  ['COOKIE_SECURE', 'maybe'],
  ['PUBLIC_URL', 'not a url'],
  ['CSRF_TRUSTED_ORIGINS', 'nope'],
  ['LOGIN_SLOWDOWN_MS', '0'],
  ['LOGIN_SLOWDOWN_MAX_MS', '10000'],
])('a bad %s is named in the error', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ [name]: value })).toThrow(`Invalid environment variable ${name}`);
});

/** a bucket, as a real deployment on a PaaS has one (MEDIA_STORAGE=s3) */
const BUCKET = {
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
  S3_BUCKET: 'orchestra-media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('production on a PaaS (issues 25, 46)', () => {
  test.each([{ DYNO: 'web.1' }, { PAAS: 'true' }])('refuses the embedded database without DATABASE_URL, naming it (%o)', (platform) => {
    const start = () => loadConfig({ NODE_ENV: 'production', ...platform, ...BUCKET });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('Invalid environment variable DATABASE_URL: required in production on a PaaS');
  });

  test.each([{ DYNO: 'web.1' }, { PAAS: 'true' }, { DYNO: 'web.1', MEDIA_STORAGE: 'local' }])(
    'a production start with local media is refused with a message naming MEDIA_STORAGE=s3 and the S3 variables (%o)',
    (platform) => {
      const start = () => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site', ...platform });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow('Invalid environment variable MEDIA_STORAGE: local media (MEDIA_STORAGE=local, the default) are refused in production on a PaaS');
      let message = '';
      try {
        start();
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of ['MEDIA_STORAGE=s3', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'docs/deployment.md', 'EPHEMERAL_MEDIA=true']) {
        expect(message).toContain(name);
      }
      // the database is fine: only the media line
      expect(message).not.toContain('DATABASE_URL');
    },
  );

  test('without DATABASE_URL and without a bucket, one message names both', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', DYNO: 'web.1' });
    expect(start).toThrow(/Invalid environment variable DATABASE_URL: .*\nInvalid environment variable MEDIA_STORAGE: /s);
  });

  test('starts with DATABASE_URL and a bucket, with the explicit opt-ins, or outside production', () => {
    const config = loadConfig({ NODE_ENV: 'production', DYNO: 'web.1', DATABASE_URL: 'postgres://db/site', ...BUCKET });
    expect(config.databaseUrl).toBe('postgres://db/site');
    expect(config.mediaStorage).toBe('s3');
    expect(loadConfig({ NODE_ENV: 'production', DYNO: 'web.1', EMBEDDED_DATABASE: 'true', ...BUCKET }).databaseUrl).toBeNull();
    // a throwaway review app: everything on the instance's disk, lost at the next restart
    const throwaway = loadConfig({ NODE_ENV: 'production', DYNO: 'web.1', EMBEDDED_DATABASE: 'true', EPHEMERAL_MEDIA: 'true' });
    expect(throwaway).toMatchObject({ databaseUrl: null, mediaStorage: 'local', s3: null });
    expect(loadConfig({ NODE_ENV: 'production', PAAS: 'true', DATABASE_URL: 'postgres://db/site', EPHEMERAL_MEDIA: 'true' }).mediaStorage).toBe('local');
    expect(loadConfig({ DYNO: 'web.1' }).databaseUrl).toBeNull();
    expect(loadConfig({ DYNO: 'web.1' }).mediaStorage).toBe('local');
    expect(loadConfig({ NODE_ENV: 'production' }).databaseUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).mediaStorage).toBe('local');
  });

  test('a bad EPHEMERAL_MEDIA is named', () => {
    expect(() => loadConfig({ EPHEMERAL_MEDIA: 'sure' })).toThrow('Invalid environment variable EPHEMERAL_MEDIA');
  });

  test('the demo seed runs in production only when asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe(false);
  });
});
