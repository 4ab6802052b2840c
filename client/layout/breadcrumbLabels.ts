/** The breadcrumb labels of the current language, from the i18n resources (breadcrumbs.*). */
import type { BreadcrumbLabels } from '../../shared/breadcrumbs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CATEGORY_SLUGS = ['sehen', 'hoeren', 'lesen', 'listen', 'read', 'watch'] as const;

export function breadcrumbLabels(t: Translate): BreadcrumbLabels {
  return {
    home: t('breadcrumbs.home'),
    stories: t('breadcrumbs.stories'),
    tags: t('breadcrumbs.tags'),
    concerts: t('breadcrumbs.concerts'),
    concert: t('breadcrumbs.concert'),
    tagNumber: (number) => t('breadcrumbs.tagNumber', { number }),
    categories: Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, t(`breadcrumbs.categories.${slug}`)])),
  };
}
