import { observer } from 'mobx-react';
import { useStore } from '../stores/context';
import { PageContent } from './PageContent';

/** A generic content page (the catch-all route), loaded by slug, rendered by its page type. */
const ContentPage = observer(function ContentPage() {
  const { page } = useStore();
  const current = page.current;
  if (!current) return null;
  return <PageContent page={current} title={page.title} />;
});

export default ContentPage;
