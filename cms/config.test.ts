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

test.each([
  ['MAX_UPLOAD_BYTES', 'lots'],
  ['DATABASE_URL', 'mysql://x'],
  ['COOKIE_SECURE', 'maybe'],
  ['PUBLIC_URL', 'not a url'],
  ['CSRF_TRUSTED_ORIGINS', 'nope'],
])('a bad %s is named in the error', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ [name]: value })).toThrow(`Invalid environment variable ${name}`);
});
