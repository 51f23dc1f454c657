import type { FilePurpose } from '@arenabet/contracts/verification';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useUploadFile } from '../api/upload-file.ts';
import type { DocumentPage } from '../lib/document-form.ts';
import { ACCEPTED_TYPES, fileProblem } from '../lib/file-check.ts';
import styles from './verification.module.css';

interface PageUploadProps {
  label: string;
  purpose: FilePurpose;
  testId: string;
  value: DocumentPage | null;
  onChange(page: DocumentPage | null): void;
}

/** The browser's own copy of the chosen picture, released when another is chosen or it goes. */
function usePreview(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * One picture to send: a page of the document or the selfie. It is checked here (size, plain
 * type), shown from the browser's copy, and uploaded at once, so the submit only names ids.
 */
export function PageUpload({ label, purpose, testId, value, onChange }: PageUploadProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const upload = useUploadFile(purpose);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(value?.file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a failure must fire a change again.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const local = fileProblem(file);
    setProblem(local);
    if (local) {
      onChange(null);
      return;
    }
    onChange({ file, fileId: null });
    upload.mutate(file, {
      onSuccess: (stored) => onChange({ file, fileId: stored.id }),
      onError: () => onChange(null),
    });
  };

  const error = problem ? t(problem) : upload.isError ? failureText(upload.error, 'file') : null;
  const state = error ? 'failed' : value?.fileId ? 'done' : upload.isPending ? 'busy' : 'empty';
  return (
    <div className={styles.upload} data-state={state} data-testid={testId}>
      <span className={styles.uploadLabel}>{label}</span>
      {preview && state !== 'failed' ? (
        <img className={styles.preview} src={preview} alt={label} data-testid="upload-preview" />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <Icon name="card" size={40} />
        </span>
      )}
      {state === 'busy' && (
        <span className={styles.uploadState} role="status">
          <Spinner /> {t('verification_uploading')}
        </span>
      )}
      {state === 'done' && (
        <span className={styles.uploadState} role="status" data-testid="upload-done">
          <Icon name="shield" size={16} /> {t('verification_uploaded')}
        </span>
      )}
      {error && (
        <p className={forms.fieldError} role="alert" data-testid="upload-error">
          {error}
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES}
        className={styles.fileInput}
        onChange={choose}
        disabled={upload.isPending}
        data-testid="upload-input"
        {...(purpose === 'selfie' ? { capture: 'user' as const } : {})}
      />
      <label htmlFor={inputId} className={`${buttons.secondary} ${styles.fileButton}`}>
        {t(value ? 'verification_upload_replace' : 'verification_upload_choose')}
      </label>
      <p className={forms.hint}>{t('verification_upload_hint')}</p>
    </div>
  );
}
