import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR } from '../../shared/constants';
import { useStore } from '../stores/context';
import styles from './layout.module.css';

/** The navigation progress bar (SPEC §2): 2 px, green while loading, red when loading failed. */
export const LoadingBar = observer(function LoadingBar() {
  const { t } = useTranslation();
  const { ui } = useStore();
  if (!ui.navigating && !ui.navigationFailed) return null;
  return (
    <div
      className={ui.navigationFailed ? `${styles.loadingBar} ${styles.loadingFailed}` : styles.loadingBar}
      style={{ height: LOADING_BAR.height, animationDuration: `${LOADING_BAR.duration}ms` }}
      role="progressbar"
      aria-label={t('layout.loading')}
    />
  );
});
