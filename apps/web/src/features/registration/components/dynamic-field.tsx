import type { FieldOption, RegistrationField } from '@arenabet/contracts/registration-form';
import { isChecked } from '@arenabet/domain/registration/index';
import { useId } from 'react';
import { Trans } from '../../../shared/i18n/trans.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import styles from './registration.module.css';

interface DynamicFieldProps {
  field: RegistrationField;
  value: string;
  /** Already translated. */
  error: string | undefined;
  onChange(value: string): void;
  /** Gets where the focus goes next: the form skips checking a field the submit will check. */
  onBlur(next: EventTarget | null): void;
  /** Options fetched apart from the field set (regions, cities). */
  options?: readonly FieldOption[] | undefined;
  disabled?: boolean;
}

/** Registration names the show/hide button in its own words. */
const REG_REVEAL_KEYS = { show: 'reg_show_password', hide: 'reg_hide_password' };

const SELECTS = new Set(['select', 'multiselect', 'dropdown', 'list', 'phone_country']);
const CHECKBOXES = new Set(['checkbox', 'extended_checkbox', 'background_checkbox']);

/** Option names are dictionary keys for the site's own lists, plain names for countries. */
function useOptionName() {
  const { t, i18n } = useTranslation();
  return (name: string) => (name.startsWith('reg_') && i18n.exists(name) ? t(name) : name);
}

function SelectField(props: DynamicFieldProps & { label: string }) {
  const { t } = useTranslation();
  const optionName = useOptionName();
  const id = useId();
  const options = props.options ?? props.field.options;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.field.name}
        className={forms.input}
        value={props.value}
        disabled={props.disabled || props.field.disabled}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={(event) => props.onBlur(event.relatedTarget)}
      >
        {(!props.field.required || props.value === '') && (
          <option value="">{t('reg_choose')}</option>
        )}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {optionName(option.name)}
            {option.symbol ? ` (${option.symbol})` : ''}
          </option>
        ))}
      </select>
      {props.error && <p className={forms.fieldError}>{props.error}</p>}
    </div>
  );
}

/**
 * The consent line links to the pages it asks the player to accept. They open in a new tab, so
 * reading the rules does not lose the form being filled in.
 */
function ConsentText() {
  const language = useLanguage();
  const page = (slug: string) => (
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the dictionary's words inside.
    <a
      href={pathFor('informationPage', { slug }, language)}
      target="_blank"
      rel="noopener"
      className={styles.consentLink}
    />
  );
  return (
    <Trans
      i18nKey="reg_agree_policy_links"
      components={{ rules: page('rules'), privacy: page('privacy-policy') }}
    />
  );
}

function CheckboxField(props: DynamicFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={forms.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={props.field.name}
          checked={isChecked(props.value)}
          disabled={props.disabled || props.field.disabled}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => props.onChange(event.target.checked ? 'true' : '')}
        />
        <span>
          {props.field.id === 'agree-policy' ? (
            <ConsentText />
          ) : (
            t(props.field.label || props.field.title)
          )}
        </span>
      </label>
      {props.error && <p className={forms.fieldError}>{props.error}</p>}
    </div>
  );
}

/** One field of the server's field set, drawn by its type. */
export function DynamicField(props: DynamicFieldProps) {
  const { t } = useTranslation();
  const { field } = props;
  const label = t(field.title);
  if (SELECTS.has(field.type)) return <SelectField {...props} label={label} />;
  if (CHECKBOXES.has(field.type)) return <CheckboxField {...props} />;
  if (field.type === 'label') return <p className={forms.note}>{label}</p>;
  const common = {
    label,
    name: field.name,
    value: props.value,
    error: props.error,
    disabled: props.disabled || field.disabled,
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    maxLength: field.maxLength ?? undefined,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
    onBlur: (event: { relatedTarget: EventTarget | null }) => props.onBlur(event.relatedTarget),
  };
  if (field.type === 'password') {
    return <PasswordField {...common} autoComplete="new-password" revealKeys={REG_REVEAL_KEYS} />;
  }
  if (field.type === 'datepicker' || field.type === 'birthday') {
    return (
      <TextField
        {...common}
        type="date"
        min={field.dateMin ?? undefined}
        max={field.dateMax ?? undefined}
        autoComplete={field.type === 'birthday' ? 'bday' : 'off'}
      />
    );
  }
  if (field.type === 'email') {
    return <TextField {...common} type="email" inputMode="email" autoComplete="email" dir="ltr" />;
  }
  return <TextField {...common} type="text" autoComplete="off" />;
}
