import type { VerificationView } from '@arenabet/contracts/verification';
import { type FormEvent, useState } from 'react';
import { fieldErrorKey, useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { useSubmitDocument } from '../api/submit-document.ts';
import {
  type DocumentPage,
  documentTypeKey,
  fieldLabelKey,
  fieldsOf,
  isDateField,
  missingFields,
  pagesReady,
} from '../lib/document-form.ts';
import { PageUpload } from './page-upload.tsx';
import styles from './verification.module.css';

/**
 * The document: its type, the fields the configuration asks of that type, a photo of each of
 * its pages. Pages upload as they are chosen; the submit sends the fields and the files' ids.
 */
export function DocumentForm({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const submit = useSubmitDocument();
  const [typeId, setTypeId] = useState(view.documentTypes[0]?.id ?? 0);
  const [values, setValues] = useState<Record<string, string>>({});
  const [pages, setPages] = useState<(DocumentPage | null)[]>([]);
  const [tried, setTried] = useState(false);
  const type = view.documentTypes.find((candidate) => candidate.id === typeId);
  if (!type) return null;

  const missing = new Set(tried ? missingFields(type, values) : []);
  const ready = pagesReady(type, pages);
  const fieldError = (field: string) =>
    missing.has(field)
      ? t('required')
      : fieldErrorKey(submit.error, `fields.${field}`)
        ? failureText(submit.error, `fields.${field}`)
        : undefined;
  const generalError =
    submit.isError &&
    !type.fields.some((field) => fieldErrorKey(submit.error, `fields.${field}`)) &&
    failureText(submit.error, 'file_ids');

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missingFields(type, values).length > 0 || !ready) return;
    const fileIds = pages
      .slice(0, type.pages)
      .flatMap((page) => (page?.fileId ? [page.fileId] : []));
    submit.mutate({ docType: type.id, fields: fieldsOf(type, values), fileIds });
  };

  const setPage = (index: number, page: DocumentPage | null) =>
    setPages((current) => {
      const next = [...current];
      next[index] = page;
      return next;
    });

  return (
    <form
      className={forms.form}
      onSubmit={send}
      noValidate
      data-testid="verification-document-form"
    >
      <SelectField
        label={t('verification_doc_type')}
        value={String(type.id)}
        testId="verification-doc-type"
        onChange={(id) => {
          setTypeId(Number(id));
          // Another document has other pages: the photos of the last one are not its own.
          setPages([]);
          setTried(false);
          submit.reset();
        }}
      >
        {view.documentTypes.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {t(documentTypeKey(candidate))}
          </option>
        ))}
      </SelectField>
      <div className={styles.grid}>
        {type.fields.map((field) => (
          <TextField
            key={`${type.id}-${field}`}
            label={t(fieldLabelKey(field), { defaultValue: field })}
            type={isDateField(field) ? 'date' : 'text'}
            dir="ltr"
            autoComplete="off"
            value={values[field] ?? ''}
            maxLength={60}
            error={fieldError(field)}
            errorTestId={`verification-field-error-${field}`}
            data-testid={`verification-field-${field}`}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
              submit.reset();
            }}
          />
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={forms.label}>{t('verification_pages_title')}</legend>
        <div className={styles.pages}>
          {Array.from({ length: type.pages }, (_, index) => (
            <PageUpload
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's place is its identity.
              key={`${type.id}-${index}`}
              label={t(type.pages > 1 ? 'verification_page_n' : 'verification_page_single', {
                number: index + 1,
              })}
              purpose="document"
              testId={`verification-page-${index + 1}`}
              value={pages[index] ?? null}
              onChange={(page) => setPage(index, page)}
            />
          ))}
        </div>
        {tried && !ready && <FormError>{t('verification_pages_missing')}</FormError>}
      </fieldset>
      {generalError && <FormError testId="verification-submit-error">{generalError}</FormError>}
      <div className={styles.actions}>
        <SubmitButton pending={submit.isPending} testId="verification-submit">
          {t('verification_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
