/**
 * A visitor form (SPEC §3, §5, §7): the fields with their initial values and the appended e-mail
 * confirmation, validation in the browser with the back end's rules, file uploads to the temporary
 * file endpoint, and the submission. Errors show at their field (the first one gets the focus); a
 * failed submission keeps everything the visitor entered. A submission while a file is still
 * uploading waits for it and is sent once it has arrived. After success: the form's message.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { FormDefinition } from '../../../shared/contract/forms';
import type { EntryValue } from '../../../shared/forms/validateEntry';
import { ApiError, isRequestFailure } from '../../../shared/api/errors';
import { FormFieldInput, fieldId, type UploadState } from './FormFieldInput';
import { clientFields, displayOrder, entryValues, initialValues, invalidSlugs, isShown, validateForm, type FormErrors, type FormValues } from './formModel';
import * as styles from './Form.module.css';
import { useArea } from '../../stores/context';
import { formsArea } from '../../stores/FormsStore';

type Status = 'idle' | 'sending' | 'sent';

function focusField(formId: number, slug: string) {
  const element = document.getElementById(fieldId(formId, slug));
  const target = element instanceof HTMLFieldSetElement ? (element.querySelector('input') ?? element) : element;
  target?.focus();
}

export function FormView({ form }: { form: FormDefinition }) {
  const { t, i18n } = useTranslation();
  const forms = useArea(formsArea);
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const fields = useMemo(() => clientFields(form, { label: t('forms.emailConfirmation'), help: t('forms.emailConfirmationHelp') }), [form, t]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  /** the visitor sent while a file was uploading: sent again once every upload has arrived */
  const [submitQueued, setSubmitQueued] = useState(false);
  const submitQueuedNow = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const success = useRef<HTMLDivElement>(null);

  // After a failed check: the first invalid field gets the focus (once the errors are rendered).
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = invalidSlugs(fields, errors)[0];
    if (first) focusField(form.id, first);
    else summary.current?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (status === 'sent') success.current?.focus();
  }, [status]);

  const uploadsInFlight = useRef(0);
  const queueSubmit = (queued: boolean) => {
    submitQueuedNow.current = queued;
    setSubmitQueued(queued);
  };

  const setValue = (slug: string, value: EntryValue) => {
    setValues((current) => ({ ...current, [slug]: value }));
    // an error goes away as soon as the visitor changes the field
    setErrors((current) => (current[slug] ? { ...current, [slug]: [] } : current));
  };

  const onFile = async (slug: string, file: File | null) => {
    if (!file) {
      setValue(slug, null);
      setUploads(({ [slug]: _removed, ...rest }) => rest);
      return;
    }
    setUploads((current) => ({ ...current, [slug]: { name: file.name, size: file.size, uploading: true } }));
    setValue(slug, null);
    uploadsInFlight.current += 1;
    try {
      const stored = await forms.upload(locale, file);
      uploadsInFlight.current -= 1;
      // rendered now, so that a queued submission reads the file's token
      flushSync(() => {
        setUploads((current) => ({ ...current, [slug]: { name: stored.name, size: stored.size, uploading: false } }));
        setValue(slug, stored.token);
      });
      if (submitQueuedNow.current && uploadsInFlight.current === 0) {
        queueSubmit(false);
        formElement.current?.requestSubmit();
      }
    } catch (error) {
      uploadsInFlight.current -= 1;
      // the visitor must see the failed upload before anything is sent without the file
      queueSubmit(false);
      setUploads(({ [slug]: _failed, ...rest }) => rest);
      const status = error instanceof ApiError ? error.status : 0;
      const message = status === 413 ? t('forms.fileTooLarge') : status === 415 ? t('forms.fileType') : status === 429 ? t('forms.uploadLimit') : t('forms.uploadFailed');
      setErrors((current) => ({ ...current, [slug]: [message] }));
    }
  };

  /** 400 without known fields: check the input; no answer (offline, unreachable): the connection; else our side */
  const failureMessage = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('forms.sendFailed');
    if (error.status === 400) return t('forms.checkInput');
    if (error.code === 'upstream_unreachable' || error.code === 'upstream_timeout' || isRequestFailure(error)) return t('forms.sendFailed');
    return t('forms.serverError');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setFailure(null);
    if (uploadsInFlight.current > 0) {
      queueSubmit(true);
      return;
    }
    const found = validateForm(fields, values, locale);
    if (invalidSlugs(fields, found).length > 0) {
      setErrors(found);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await forms.submit(locale, { form: form.id, field_values: entryValues(fields, values) });
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.errors ?? {}) : {};
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([slug]) => fields.some((f) => f.slug === slug)));
      setErrors(known);
      // errors that name no field (the form itself, a network failure, a server error) show above the button
      const general = Object.keys(known).length === 0 || Object.keys(known).length < Object.keys(fieldErrors).length;
      setFailure(general ? failureMessage(error) : null);
      setFocusRequest((n) => n + 1);
    }
  };

  if (status === 'sent') {
    return (
      <div ref={success} className={styles.success} role="status" tabIndex={-1} data-testid="form-success">
        <svg className={styles.successIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className={styles.successText}>{form.success_message || t('forms.success')}</p>
      </div>
    );
  }

  const errorCount = invalidSlugs(fields, errors).length;
  return (
    <form ref={formElement} className={styles.form} noValidate onSubmit={onSubmit} data-testid="visitor-form" data-form={form.slug} aria-busy={status === 'sending' || undefined}>
      <div ref={summary} tabIndex={-1} className={styles.summary} role="alert" data-testid="form-alert">
        {failure && <p className={styles.failure}>{failure}</p>}
        {errorCount > 0 && !failure && <p className={styles.failure}>{t('forms.errorCount', { count: errorCount })}</p>}
        {submitQueued && <p data-testid="form-waiting">{t('forms.sendAfterUpload')}</p>}
      </div>
      <div className={styles.grid}>
        {displayOrder(fields).filter(isShown).map((field) => (
          <FormFieldInput
            key={field.slug}
            formId={form.id}
            field={field}
            value={values[field.slug] ?? null}
            errors={errors[field.slug] ?? []}
            upload={uploads[field.slug]}
            onChange={(value) => setValue(field.slug, value)}
            onFile={(file) => void onFile(field.slug, file)}
          />
        ))}
      </div>
      <p className={styles.requiredNote}>{t('forms.requiredNote')}</p>
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' || submitQueued ? t('forms.sending') : t('forms.submit')}
      </button>
    </form>
  );
}
