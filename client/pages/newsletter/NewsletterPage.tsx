import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { FormLayout } from '../forms/FormLayout';
import * as styles from './Newsletter.module.css';
import { useArea } from '../../stores/context';
import { formsArea } from '../../stores/FormsStore';

/** /de/newsletter: the newsletter sign-up form with what the newsletter brings (the footer teaser is hidden here). */
const NewsletterPage = observer(function NewsletterPage() {
  const { t } = useTranslation();
  const forms = useArea(formsArea);
  if (!forms.current) return null;
  const points = t('newsletter.points', { returnObjects: true }) as string[];
  return (
    <FormLayout
      form={forms.current}
      preline={t('newsletter.preline')}
      aside={
        <div className={styles.benefits}>
          <h2 className={styles.heading}>{t('newsletter.whatYouGet')}</h2>
          <ul className={styles.list}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className={styles.note}>{t('newsletter.privacy')}</p>
        </div>
      }
    />
  );
});

export default NewsletterPage;
