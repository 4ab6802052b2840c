import { buildPath } from '../../../shared/routes';
import type { AreaLoaders } from '../../routing/types';
import { loadForm } from '../forms/loaders';
import { areaOf } from '../../stores/areas';
import { formsArea } from '../../stores/FormsStore';

/** The newsletter page's form (slug `newsletter` in the back end). */
export const NEWSLETTER_FORM_SLUG = 'newsletter';

/** The loaders of the newsletter routes. */
export const newsletterLoaders: AreaLoaders = {
  newsletter: async (context) => {
    await loadForm(context, NEWSLETTER_FORM_SLUG);
    const path = buildPath('newsletter', context.match.locale);
    context.store.ui.setBreadcrumbs({ path, links: [{ link: path, text: areaOf(context.store, formsArea).current?.title ?? 'Newsletter' }] });
  },
};
