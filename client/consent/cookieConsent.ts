/**
 * The cookie manager itself (vanilla-cookieconsent 3), in its own chunk so it never weighs on the
 * first load: client/consent/index.ts imports this after the page has mounted. Texts come from
 * shared/i18n (both languages, the page's language first); categories from policy.ts.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { resources } from '../../shared/i18n';
import { readExternalMediaConsent, setExternalMediaConsent, CONSENT_CHANGE_EVENT } from './useExternalMediaConsent';
import { CONSENT_CATEGORY, consentLocale, type StoredConsent } from './policy';
import { loadTagManager } from './tagManager';
import './consent.css';

type Texts = (typeof resources)['de']['translation']['consent'];

function translation(texts: Texts, privacyPath: string): CookieConsent.Translation {
  const link = `<a href="${privacyPath}">${texts.privacyLink}</a>`;
  const section = (category: string, key: 'required' | 'tracking' | 'marketing' | 'externalMedia') => ({
    title: texts.categories[key].title,
    description: texts.categories[key].description,
    linkedCategory: category,
  });
  return {
    consentModal: {
      title: texts.title,
      description: `${texts.description} ${link}`,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.acceptNecessary,
      showPreferencesBtn: texts.showPreferences,
    },
    preferencesModal: {
      title: texts.preferencesTitle,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.acceptNecessary,
      savePreferencesBtn: texts.save,
      closeIconLabel: texts.close,
      sections: [
        { description: `${texts.preferencesDescription} ${link}` },
        section(CONSENT_CATEGORY.required, 'required'),
        section(CONSENT_CATEGORY.tracking, 'tracking'),
        section(CONSENT_CATEGORY.marketing, 'marketing'),
        section(CONSENT_CATEGORY.externalMedia, 'externalMedia'),
      ],
    },
  };
}

/** External media: the embeds' cookie (useExternalMediaConsent) follows the category, and back. */
function syncExternalMedia() {
  const accepted = CookieConsent.acceptedCategory(CONSENT_CATEGORY.externalMedia);
  if (accepted !== readExternalMediaConsent(document.cookie)) setExternalMediaConsent(accepted);
}

function applyConsent() {
  syncExternalMedia();
  if (CookieConsent.acceptedCategory(CONSENT_CATEGORY.tracking)) loadTagManager();
}

/** An embed's "allow" button accepted external media: record it as a consent of that category. */
function onEmbedConsent() {
  if (!readExternalMediaConsent(document.cookie) || CookieConsent.acceptedCategory(CONSENT_CATEGORY.externalMedia)) return;
  const firstChoice = !CookieConsent.validConsent();
  const accepted = firstChoice ? [CONSENT_CATEGORY.required] : CookieConsent.getUserPreferences().acceptedCategories;
  CookieConsent.acceptCategory([...accepted, CONSENT_CATEGORY.externalMedia]);
  // acceptCategory records the choice but leaves the dialog open: it is answered now
  if (firstChoice) CookieConsent.hide();
}

let ready: Promise<void> | null = null;

/** Starts the manager once (later calls share the first start). */
export function runCookieConsent(options: { lang: string; autoShow: boolean }): Promise<void> {
  ready ??= start(options);
  return ready;
}

async function start(options: { lang: string; autoShow: boolean }): Promise<void> {
  const de = resources.de.translation.consent;
  const en = resources.en.translation.consent;
  await CookieConsent.run({
    autoShow: options.autoShow,
    // the banner is not a wall: visitors may read the page (imprint, privacy) before deciding
    disablePageInteraction: false,
    // headless browsers (our e2e tests, prerender services) see it like visitors
    hideFromBots: false,
    cookie: { name: 'cc_cookie', sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left' },
      preferencesModal: { layout: 'box' },
    },
    categories: {
      [CONSENT_CATEGORY.required]: { enabled: true, readOnly: true },
      [CONSENT_CATEGORY.tracking]: {},
      [CONSENT_CATEGORY.marketing]: {},
      [CONSENT_CATEGORY.externalMedia]: {},
    },
    language: {
      default: consentLocale(options.lang),
      translations: { de: translation(de, '/de/datenschutz'), en: translation(en, '/en/privacy') },
    },
    onConsent: applyConsent,
    onChange: applyConsent,
  });
  // a consent from an earlier visit, or an embed allowed before the manager was ready
  if (CookieConsent.validConsent()) applyConsent();
  onEmbedConsent();
  window.addEventListener(CONSENT_CHANGE_EVENT, onEmbedConsent);
}

const started = () => ready ?? runCookieConsent({ lang: document.documentElement.lang, autoShow: false });

export async function storedConsent(): Promise<StoredConsent> {
  await started();
  return { valid: CookieConsent.validConsent(), tracking: CookieConsent.acceptedCategory(CONSENT_CATEGORY.tracking) };
}

export async function showBanner(): Promise<void> {
  await started();
  CookieConsent.show(true);
}

export async function showPreferences(): Promise<void> {
  await started();
  CookieConsent.showPreferences();
}

export async function setLanguage(lang: string): Promise<void> {
  await started();
  await CookieConsent.setLanguage(consentLocale(lang));
}
