import { useTranslation } from 'react-i18next';
import type { RouteName, RouteParams } from '../../shared/routes';
import * as styles from './pages.module.css';

/** A route that a later issue builds: its name and parameters, so the route table can be seen working. */
export function Placeholder({ route, params }: { route: RouteName; params: RouteParams }) {
  const { t } = useTranslation();
  const entries = Object.entries(params);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(`routes.${route}`)}</h1>
      <p className={styles.lead}>{t('placeholder.text')}</p>
      {entries.length > 0 && (
        <dl className={styles.params}>
          {entries.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
