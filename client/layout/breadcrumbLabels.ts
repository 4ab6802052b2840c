/** The breadcrumb labels of the current language, from the i18n resources (breadcrumbs.*). */
import type { BreadcrumbLabels } from '../../shared/breadcrumbs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CATEGORY_SLUGS = ['sehen', 'hoeren', 'lesen', 'listen', 'read', 'watch'] as const;

/** Each label is translated when it is read: a trail names two or three of them, not all eleven. */
export function breadcrumbLabels(t: Translate): BreadcrumbLabels {
  const categories: Record<string, string> = {};
  for (const slug of CATEGORY_SLUGS) Object.defineProperty(categories, slug, { enumerable: true, get: () => t(`breadcrumbs.categories.${slug}`) });
  return {
    get home() {
      return t('breadcrumbs.home');
    },
    get stories() {
      return t('breadcrumbs.stories');
    },
    get tags() {
      return t('breadcrumbs.tags');
    },
    get concerts() {
      return t('breadcrumbs.concerts');
    },
    get concert() {
      return t('breadcrumbs.concert');
    },
    tagNumber: (number) => t('breadcrumbs.tagNumber', { number }),
    categories,
  };
}
