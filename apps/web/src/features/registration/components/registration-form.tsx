import type {
  FieldOption,
  RegistrationData,
  RegistrationFieldSet,
  RegistrationFormType,
} from '@arenabet/contracts/registration-form';
import type { ValidationFailure } from '@arenabet/domain';
import { fieldRules } from '@arenabet/domain/registration/index';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { CaptchaCancelError } from '../../../shared/captcha/request-captcha-token.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PhoneInput } from '../../../shared/phone-input/phone-input.tsx';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { type Registered, useRegister } from '../api/registration-mutations.ts';
import {
  citiesQuery,
  phoneCountriesQuery,
  phoneMasksQuery,
  regionsQuery,
} from '../api/registration-queries.ts';
import { useAfterPointerRelease } from '../hooks/use-after-pointer-release.ts';
import { useRegistrationForm } from '../hooks/use-registration-form.ts';
import { formContext } from '../lib/form-context.ts';
import { DynamicField } from './dynamic-field.tsx';
import { PhoneConfirmation, type PhoneConfirmationState } from './phone-confirmation.tsx';
import styles from './registration.module.css';
import { SocialButtons } from './social-buttons.tsx';

interface RegistrationFormProps {
  type: RegistrationFormType;
  fieldSet: RegistrationFieldSet;
  data: RegistrationData | undefined;
  isWidget: boolean;
  onSubmittingChange(submitting: boolean): void;
  onRegistered(result: Registered & { type: RegistrationFormType; email?: string }): void;
}

/** Fields drawn elsewhere: the phone code inside the phone input, social types as buttons. */
const DRAWN_ELSEWHERE = new Set(['tel_code', 'social_types_id']);
const NOT_DRAWN = new Set(['captcha', 'custom_captcha', 'button', 'phone_code_button']);

function useText() {
  const { t } = useTranslation();
  return (failure: ValidationFailure | undefined) =>
    failure ? t(failure.key, { ...failure.params }) : undefined;
}

function toOptions(entries: readonly { id: number; name: string }[] | undefined): FieldOption[] {
  return (entries ?? []).map((entry) => ({ id: entry.id, name: entry.name }));
}

/** Values as the server takes them: ids as numbers, checkboxes as booleans, empties left out. */
function toAttributes(
  fieldSet: RegistrationFieldSet,
  values: Record<string, string>,
  visible: ReadonlySet<string>,
) {
  const attributes: Record<string, string | number | boolean> = {};
  for (const field of fieldSet.fields) {
    const value = values[field.id] ?? '';
    if (!visible.has(field.id) && field.id !== 'tel_code') continue;
    if (field.inputType === 'checkbox') attributes[field.id] = value === 'true';
    else if (value === '') continue;
    else if (field.options.length > 0 && /^\d+$/.test(value)) attributes[field.id] = Number(value);
    else if (/_id$/.test(field.id) && /^\d+$/.test(value)) attributes[field.id] = Number(value);
    else attributes[field.id] = value;
  }
  return attributes;
}

export function RegistrationForm(props: RegistrationFormProps) {
  const { type, fieldSet } = props;
  const { t } = useTranslation();
  const text = useText();
  const lng = useLanguage();
  const settings = useSiteSettings();
  const form = useRegistrationForm(fieldSet);
  const afterPointerRelease = useAfterPointerRelease();
  const register = useRegister(lng, props.isWidget);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<PhoneConfirmationState>({
    codeSentCount: 0,
    codeConfirmed: false,
    phoneConfirmed: false,
  });

  const usesPhone = form.visible.has('phone');
  const phoneCountries = useQuery({ ...phoneCountriesQuery(lng), enabled: usesPhone });
  const masks = useQuery({ ...phoneMasksQuery, enabled: usesPhone });
  const countryId = Number(form.values.country_id) || 0;
  const regionId = Number(form.values.region_id) || 0;
  const regions = useQuery({
    ...regionsQuery(countryId, lng),
    enabled: form.visible.has('region_id') && countryId > 0,
  });
  const cities = useQuery({
    ...citiesQuery(regionId, lng),
    enabled: form.visible.has('city_id') && regionId > 0,
  });

  const context = formContext(form.values, usesPhone, settings, props.data, masks.data ?? []);
  const telCodeField = fieldSet.fields.find((f) => f.id === 'tel_code');
  const phoneCountryList = useMemo(() => {
    const allowed = new Set(telCodeField?.options.map((o) => Number(o.id)));
    return (phoneCountries.data ?? []).filter((c) => allowed.size === 0 || allowed.has(c.id));
  }, [phoneCountries.data, telCodeField]);
  const submitting = register.isPending;

  const setSubmitting = (value: boolean) => props.onSubmittingChange(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.check(context)) return;
    setSubmitting(true);
    const attributes = { type, ...toAttributes(fieldSet, form.values, form.visible) };
    register.mutate(attributes, {
      onSuccess: (result) => {
        if (type === 'phone_reg') {
          setConfirmation((s) => ({ ...s, codeConfirmed: true, phoneConfirmed: true }));
        }
        props.onRegistered({
          ...result,
          type,
          ...(form.values.email ? { email: form.values.email } : {}),
        });
      },
      onError: (error) => {
        if (error instanceof HTTPError && Object.keys(error.validationErrors).length > 0) {
          form.showServerErrors(error.validationErrors);
          const shown = Object.keys(error.validationErrors).filter((id) => form.visible.has(id));
          if (shown.length < Object.keys(error.validationErrors).length) {
            setFormError(t(Object.values(error.validationErrors)[0]?.[0] ?? 'validation_failed'));
          }
        } else if (error instanceof CaptchaCancelError) {
          setFormError(t('reg_captcha_dismissed'));
        } else if (error instanceof HTTPError) {
          setFormError(t(error.message));
        } else {
          setFormError(t('reg_load_failed'));
        }
      },
      onSettled: () => setSubmitting(false),
    });
  };

  const phoneCountry = phoneCountryList.find((c) => String(c.id) === form.values.tel_code);
  const phoneDisplay = phoneCountry ? `${phoneCountry.phoneCode} ${form.values.phone ?? ''}` : '';

  const renderField = (id: string) => {
    const field = fieldSet.fields.find((f) => f.id === id);
    if (!field || !form.visible.has(id) || DRAWN_ELSEWHERE.has(id) || NOT_DRAWN.has(field.type)) {
      return null;
    }
    if (field.type === 'phone') {
      const country = phoneCountryList.find((c) => String(c.id) === form.values.tel_code);
      return (
        <PhoneInput
          key={id}
          label={t(field.title)}
          name="phone"
          countries={phoneCountryList}
          masks={masks.data ?? []}
          maskSkippedCountryIds={settings.registration.phoneMaskSkipCountryIds}
          disabled={submitting}
          value={
            country
              ? {
                  countryCode: country.code,
                  countryId: country.id,
                  phoneCode: country.phoneCode,
                  phoneNum: form.values.phone ?? '',
                  fullPhone: '',
                }
              : null
          }
          error={text(form.errors.phone ?? form.errors.tel_code)}
          onChange={(value) => {
            form.setValue('tel_code', String(value.countryId));
            form.setValue('phone', value.phoneNum);
          }}
        />
      );
    }
    if (id === 'phone_confirmation') {
      const phoneOk =
        Boolean(form.values.phone) &&
        fieldRules(fieldSet.fields.find((f) => f.id === 'phone') ?? field, context).every(
          (rule) => rule(form.values.phone ?? '', form.values) === null,
        );
      return (
        <PhoneConfirmation
          key={id}
          label={t(field.title)}
          phone={
            phoneCountry
              ? {
                  national: form.values.phone ?? '',
                  countryId: phoneCountry.id,
                  display: phoneDisplay,
                }
              : null
          }
          phoneValid={phoneOk}
          onInvalidPhone={() => form.check(context, ['phone'])}
          code={form.values.phone_confirmation ?? ''}
          onCodeChange={(code) => form.setValue('phone_confirmation', code)}
          error={text(form.errors.phone_confirmation)}
          onServerErrors={form.showServerErrors}
          state={confirmation}
          onStateChange={setConfirmation}
          disabled={submitting}
        />
      );
    }
    const fetched =
      id === 'region_id'
        ? toOptions(regions.data)
        : id === 'city_id'
          ? toOptions(cities.data)
          : undefined;
    return (
      <DynamicField
        key={id}
        field={field}
        value={form.values[id] ?? ''}
        error={text(form.errors[id])}
        options={fetched}
        disabled={submitting}
        onChange={(value) => {
          form.setValue(id, value);
          if (id === 'country_id') form.setValue('region_id', '');
          if (id === 'country_id' || id === 'region_id') form.setValue('city_id', '');
        }}
        onBlur={(next) => {
          // The submit checks every field itself, so this one waits for it.
          if (next instanceof HTMLButtonElement && next.type === 'submit') return;
          afterPointerRelease(() => form.checkField(id, context));
        }}
      />
    );
  };

  const socialField = fieldSet.fields.find((f) => f.type === 'social_types');

  return (
    <form
      className={forms.form}
      noValidate
      onSubmit={submit}
      data-testid={`registration-form-${type}`}
    >
      {fieldSet.fields.map((field) => renderField(field.id))}
      {formError && <FormError>{formError}</FormError>}
      {type === 'soc_reg' ? (
        <SocialButtons
          networks={socialField?.socialNetworks ?? []}
          currencyId={form.values.currency_id ?? ''}
          countryId={form.values.country_id ?? ''}
        />
      ) : (
        <SubmitButton pending={submitting} className={styles.submit}>
          {t('reg_submit')}
        </SubmitButton>
      )}
    </form>
  );
}
