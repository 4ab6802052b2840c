import { ConfigError, loadConfig } from '../../../config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      port: 3000,
      cmsUrl: undefined,
      proxyTimeoutMs: 10_000,
      logLevel: 'info',
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 66_000,
    });
  });

  it('takes overrides from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      CMS_URL: 'http://cms.internal:8000/',
      PROXY_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://www.orchestra.example',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      cmsUrl: 'http://cms.internal:8000',
      proxyTimeoutMs: 2500,
      logLevel: 'warn',
      publicUrl: 'https://www.orchestra.example',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ CMS_URL: '', PORT: '' })).toMatchObject({ cmsUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ CMS_URL: 'not a url' }, /CMS_URL/],
    [{ CMS_URL: 'ftp://cms' }, /CMS_URL/],
    [{ PROXY_TIMEOUT_MS: '0' }, /PROXY_TIMEOUT_MS/],
    [{ LOG_LEVEL: 'chatty' }, /LOG_LEVEL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '70000' }, /HEADERS_TIMEOUT_MS/],
  ])('names the bad variable in %p', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
