import { buildPath } from '../../../shared/routes';
import { NEWSLETTER_FORM_SLUG } from '../../../shared/forms/slugs';
import { failLoad } from '../../routing/loadFailure';
import type { Loader, LoaderContext } from '../../routing/types';
import { plainText } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';
import { formsArea } from '../../stores/FormsStore';

/** /de/forms without a slug shows the contact form (the one form every visitor may need). */
export const DEFAULT_FORM_SLUG = 'kontakt';

/** Loads a form by slug into the forms store (the forms and newsletter routes); a missing form is a 404 page, other failures their status. */
export async function loadForm(context: LoaderContext, slug: string): Promise<void> {
  const { store, match } = context;
  const forms = areaOf(store, formsArea);
  try {
    await forms.load(match.locale, slug);
    const form = forms.current;
    if (form) store.ui.setHead({ route: match.name, title: form.title, description: plainText(form.intro) });
  } catch (error) {
    forms.clear();
    failLoad(context, error, 'form');
  }
}

/** The route forms-slug: the form of the slug, or the contact form; the newsletter form lives at the newsletter route. */
export const loadFormPage: Loader = async (context) => {
  if (context.match.params.slug === NEWSLETTER_FORM_SLUG) return context.store.ui.redirectTo(buildPath('newsletter', context.match.locale));
  await loadForm(context, context.match.params.slug || DEFAULT_FORM_SLUG);
  const { store, match } = context;
  const form = areaOf(store, formsArea).current;
  const path = buildPath(match.name, match.locale, match.params);
  if (form) store.ui.setBreadcrumbs({ path, links: [{ link: path, text: form.title }] });
};
