import { useState } from 'react';
import { useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import { useSubmitFace } from '../api/submit-face.ts';
import type { DocumentPage } from '../lib/document-form.ts';
import { PageUpload } from './page-upload.tsx';
import styles from './verification.module.css';

/** The face check: a selfie holding the document, which an operator compares with its photo. */
export function SelfieStep() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const face = useSubmitFace();
  const [selfie, setSelfie] = useState<DocumentPage | null>(null);
  return (
    <section className={sections.section} aria-labelledby="verification-selfie-title">
      <h2 id="verification-selfie-title" className={sections.sectionTitle}>
        {t('verification_selfie_title')}
      </h2>
      <p className={sections.muted}>{t('verification_selfie_text')}</p>
      <form
        className={forms.form}
        noValidate
        data-testid="verification-selfie-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (selfie?.fileId) face.mutate(selfie.fileId);
        }}
      >
        <div className={styles.selfie}>
          <PageUpload
            label={t('verification_selfie_photo')}
            purpose="selfie"
            testId="verification-selfie"
            value={selfie}
            onChange={(page) => {
              setSelfie(page);
              face.reset();
            }}
          />
        </div>
        {face.isError && <FormError>{failureText(face.error, 'file_id')}</FormError>}
        <div className={styles.actions}>
          <SubmitButton
            pending={face.isPending}
            disabled={!selfie?.fileId}
            testId="verification-selfie-submit"
          >
            {t('verification_selfie_submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
