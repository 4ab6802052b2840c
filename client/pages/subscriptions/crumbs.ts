import { buildPath } from '../../../shared/routes';

/** The subscriptions list's breadcrumb, first of the list's and a subscription's (their loaders' own module each). */
export const listCrumb = (locale: 'de' | 'en') => ({ link: buildPath('subscriptions', locale), text: '', textKey: 'subscriptions.title' });
