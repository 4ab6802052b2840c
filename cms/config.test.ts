import path from 'node:path';
import { ConfigError, loadConfig } from './config';

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

describe('production on a PaaS (issue 25)', () => {
  test.each([{ DYNO: 'web.1' }, { PAAS: 'true' }])('refuses the embedded database without DATABASE_URL, naming it (%o)', (platform) => {
    const start = () => loadConfig({ NODE_ENV: 'production', ...platform });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('Invalid environment variable DATABASE_URL: required in production on a PaaS');
  });

  test('starts with DATABASE_URL, with the explicit opt-in, or outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', DYNO: 'web.1', DATABASE_URL: 'postgres://db/site' }).databaseUrl).toBe('postgres://db/site');
    expect(loadConfig({ NODE_ENV: 'production', DYNO: 'web.1', EMBEDDED_DATABASE: 'true' }).databaseUrl).toBeNull();
    expect(loadConfig({ DYNO: 'web.1' }).databaseUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).databaseUrl).toBeNull();
  });

  test('the demo seed runs in production only when asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe(false);
  });
});
