import { observer } from 'mobx-react-lite';
import { useStore } from '../stores/context';
import { PageSections } from './PageSections';
import styles from './pages.module.css';

/** A generic content page (the catch-all route), loaded by slug. */
const ContentPage = observer(function ContentPage() {
  const { page } = useStore();
  const current = page.current;
  if (!current) return null;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      <PageSections sections={current.modules} />
    </article>
  );
});

export default ContentPage;
