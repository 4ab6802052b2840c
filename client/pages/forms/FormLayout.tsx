/** A form's page: its title, intro (sanitized rich text from the back end) and the form in a card. */
import { StaffEditLink } from '../../staff/StaffEditLink';
import type { ReactNode } from 'react';
import type { FormDefinition } from '../../../shared/contract/forms';
import { FormView } from './FormView';
import * as styles from './Form.module.css';

export function FormLayout({ form, preline, aside }: { form: FormDefinition; preline?: string; aside?: ReactNode }) {
  return (
    <article className={styles.page} data-search-index="">
      <header className={styles.header}>
        {preline && <p className={styles.preline}>{preline}</p>}
        <h1 className={styles.title}>{form.title}</h1>
        <StaffEditLink model="form" id={form.id} />
        {/* allowlisted on every write by the back end (cms/sanitize/richText.ts) */}
        {form.intro && <div className={styles.intro} dangerouslySetInnerHTML={{ __html: form.intro }} />}
      </header>
      <div className={styles.body}>
        <div className={styles.card}>
          {/* a new key per form: switching forms starts from the new form's initial values */}
          <FormView key={form.id} form={form} />
        </div>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </article>
  );
}
