/** SPEC §4: the cookie dialog comes back when the visitor leaves imprint or privacy having refused tracking. */
import { CONSENT_COOKIE, CONSENT_EXCLUDED_PATHS, isConsentExcluded, readStoredConsent, shouldReshow } from '../../../client/consent/policy';

const refused = { valid: true, tracking: false };
const accepted = { valid: true, tracking: true };
const none = { valid: false, tracking: false };

describe('consent policy', () => {
  it('excludes imprint and privacy in both languages, with or without trailing slash', () => {
    expect(CONSENT_EXCLUDED_PATHS).toEqual(['/de/impressum', '/de/datenschutz', '/en/imprint', '/en/privacy']);
    expect(isConsentExcluded('/de/impressum/')).toBe(true);
    expect(isConsentExcluded('/de/impressum-alt')).toBe(false);
  });

  it('shows the dialog again when leaving an excluded page with tracking refused or no choice', () => {
    expect(shouldReshow('/de/impressum', '/de/ueber-uns', refused)).toBe(true);
    expect(shouldReshow('/en/privacy', '/en', none)).toBe(true);
    expect(shouldReshow('/de/datenschutz', '/de', accepted)).toBe(false);
  });

  it('does not when staying among excluded pages, arriving at one, or on a first page view', () => {
    expect(shouldReshow('/de/impressum', '/de/datenschutz', refused)).toBe(false);
    expect(shouldReshow('/de/ueber-uns', '/de/impressum', refused)).toBe(false);
    expect(shouldReshow('/de/ueber-uns', '/de', refused)).toBe(false);
    expect(shouldReshow(null, '/de', refused)).toBe(false);
  });
});

describe('readStoredConsent (a returning visitor, without loading the manager)', () => {
  const cookieOf = (value: unknown) => `a=1; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; b=2`;

  test('no cookie: no choice yet', () => {
    expect(readStoredConsent('a=1')).toEqual({ valid: false, tracking: false });
  });

  test('tracking accepted or refused', () => {
    expect(readStoredConsent(cookieOf({ categories: ['required', 'tracking'], revision: 0 }))).toEqual({ valid: true, tracking: true });
    expect(readStoredConsent(cookieOf({ categories: ['required'], revision: 0 }))).toEqual({ valid: true, tracking: false });
  });

  test('a malformed cookie counts as no choice', () => {
    expect(readStoredConsent(`${CONSENT_COOKIE}=%7Bnot-json`)).toEqual({ valid: false, tracking: false });
    expect(readStoredConsent(cookieOf({ revision: 0 }))).toEqual({ valid: false, tracking: false });
  });
});
