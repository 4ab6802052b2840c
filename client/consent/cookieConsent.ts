/**
 * The cookie manager itself (vanilla-cookieconsent 3), in its own chunk so it never weighs on the
 * first load: ConsentManager.tsx imports it after the page has mounted, and only when it is needed.
 * Texts come from the page's i18n instance (the `consent` texts of the language shown, loaded
 * with it), so the chunk carries no translations; categories from policy.ts.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import type de from '../../shared/i18n/de.json';
import { readExternalMediaConsent, setExternalMediaConsent } from './useExternalMediaConsent';
import { CONSENT_CATEGORY, CONSENT_CHANGE_EVENT, CONSENT_COOKIE, consentLocale } from './policy';
import { loadTagManager } from './tagManager';
import './consent.css';

export type Texts = (typeof de)['consent'];

/** The consent texts of a language (from the page's translations). */
export type ConsentTexts = (lang: 'de' | 'en') => Promise<Texts>;

/**
 * The dialog's description as one block per sentence and the privacy link as a block of its own.
 * Chromium counts a paragraph's text as one Largest Contentful Paint candidate (a text node belongs
 * to its nearest block-level element), and the dialog opens over the page on a first visit: as one
 * paragraph it outweighed a list page's introduction; as short blocks none does (issue 30,
 * test/e2e/everyPageWalk.ts). Read aloud and shown the same.
 */
function inBlocks(text: string, link: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/u).filter(Boolean);
  return [...sentences, link].map((part) => `<span class="cc-block">${part}</span>`).join(' ');
}

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
      description: inBlocks(texts.description, link),
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

/** Where focus was when a dialog of the manager opened (the footer's cookie settings, a link). */
let returnFocus: HTMLElement | null = null;

function rememberFocus() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('#cc-main')) returnFocus = active;
}

/** The start of the page's focus order (see pageStart). */
const PAGE_START_ID = 'page-start';

/**
 * A point before everything on the page, focusable from script only (`tabindex=-1`, visually
 * hidden, empty), created once as the body's first child, outside the app's markup: focused, it
 * leaves the keyboard where a fresh page load does, so the next Tab reaches the skip link, the
 * first focusable element (SPEC §2), without the skip link showing over the logo before the visitor
 * asks for it (a focused skip link covers the logo: axe target-size).
 */
function pageStart(): HTMLElement {
  const existing = document.getElementById(PAGE_START_ID);
  if (existing) return existing;
  const start = document.createElement('span');
  start.id = PAGE_START_ID;
  start.tabIndex = -1;
  start.className = 'visually-hidden';
  document.body.prepend(start);
  return start;
}

/**
 * A dialog was answered or closed: focus would fall to <body> with the button that had it (WCAG
 * 2.4.3). It goes back where it was before the dialog, or else (the banner of a first visit) to the
 * start of the page (pageStart), so the next Tab reaches the skip link as on a page whose visitor
 * has already chosen (issue 44). Not when the visitor went on to the other dialog (the banner's
 * "settings" opens the preferences).
 */
function restoreFocus() {
  const root = document.documentElement.classList;
  if (root.contains('show--consent') || root.contains('show--preferences')) return;
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('#cc-main')) return;
  const target = returnFocus?.isConnected ? returnFocus : pageStart();
  returnFocus = null;
  target.focus({ preventScroll: true });
}

let ready: Promise<void> | null = null;

/** Starts the manager once (later calls share the first start). */
interface StartOptions {
  lang: string;
  autoShow: boolean;
  texts: ConsentTexts;
}

export function runCookieConsent(options: StartOptions): Promise<void> {
  ready ??= start(options);
  return ready;
}

async function start(options: StartOptions): Promise<void> {
  await CookieConsent.run({
    autoShow: options.autoShow,
    // the banner is not a wall: visitors may read the page (imprint, privacy) before deciding
    disablePageInteraction: false,
    // headless browsers (our e2e tests, prerender services) see it like visitors
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax' },
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
      // read when the language is shown, once the language's texts have arrived whole (client/i18n.ts)
      translations: {
        de: async () => translation(await options.texts('de'), '/de/datenschutz'),
        en: async () => translation(await options.texts('en'), '/en/privacy'),
      },
    },
    onConsent: applyConsent,
    onChange: applyConsent,
    onModalShow: rememberFocus,
    // after the manager's own hide (it may move focus itself)
    onModalHide: () => void setTimeout(restoreFocus, 0),
  });
  // an embed allowed before the manager was loaded is recorded first, so the earlier consent
  // applied next does not take it back
  onEmbedConsent();
  if (CookieConsent.validConsent()) applyConsent();
  window.addEventListener(CONSENT_CHANGE_EVENT, onEmbedConsent);
}

export function showBanner(): void {
  CookieConsent.show(true);
}

export function showPreferences(): void {
  CookieConsent.showPreferences();
}

export async function setLanguage(lang: string): Promise<void> {
  await CookieConsent.setLanguage(consentLocale(lang));
}
