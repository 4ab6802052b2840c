/** The document title and description of the current route, the same on server and client. */
import type { TFunction } from 'i18next';
import type { RouteMatch } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';

export interface HeadInfo {
  title: string;
  description: string;
}

export function headInfo(store: RootStoreInstance, match: RouteMatch | null, t: TFunction): HeadInfo {
  const site = t('site.name');
  const description = t('site.tagline');
  const error = store.ui.error;
  if (error || !match) return { title: `${t('error.title', { status: error?.status ?? 404 })} | ${site}`, description };
  const page = store.page.current;
  if ((match.name === 'page' || match.name === 'index') && page) {
    const title = page.meta_title || page.title;
    return { title: match.name === 'index' && !title ? site : `${title} | ${site}`, description: page.meta_description || description };
  }
  if (match.name === 'index') return { title: site, description };
  return { title: `${t(`routes.${match.name}`)} | ${site}`, description };
}
