/**
 * The form the newsletter route shows. Its own form address (/de/forms/newsletter) redirects to the
 * newsletter route and is left out of the sitemap: one address per page for search engines.
 */
export const NEWSLETTER_FORM_SLUG = 'newsletter';
