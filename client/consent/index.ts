/**
 * The cookie manager's entry points for the rest of the app (SPEC §1, §2, §4):
 *   <ConsentManager/>        mounted once by the App; loads the manager after the page has mounted
 *   showCookiePreferences()  the footer's "cookie settings" link
 * The manager (vanilla-cookieconsent) is a separate chunk, fetched after mount, so visitors' first
 * load does not carry it. External media consent for embeds: ./useExternalMediaConsent.
 */
export { ConsentManager } from './ConsentManager';
export { showCookiePreferences } from './loader';
