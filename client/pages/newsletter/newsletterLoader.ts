import { buildPath } from '../../../shared/routes';
import { NEWSLETTER_FORM_SLUG } from '../../../shared/forms/slugs';
import type { Loader } from '../../routing/types';
import { loadForm } from '../forms/formLoader';
import { areaOf } from '../../stores/areas';
import { formsArea } from '../../stores/FormsStore';


/** The route newsletter: the newsletter form. */
export const loadNewsletter: Loader = async (context) => {
  await loadForm(context, NEWSLETTER_FORM_SLUG);
  const path = buildPath('newsletter', context.match.locale);
  context.store.ui.setBreadcrumbs({ path, links: [{ link: path, text: areaOf(context.store, formsArea).current?.title ?? 'Newsletter' }] });
};
