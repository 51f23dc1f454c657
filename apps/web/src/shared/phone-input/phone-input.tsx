import { applyPhoneMask, phoneMaskDisplay, phoneMaskFor } from '@arenabet/domain';
import type { PhoneCountry, PhoneMask } from '@arenabet/reference/phone-country';
import { useId, useState } from 'react';
import { PhoneCodePicker } from './phone-code-picker.tsx';
import styles from './phone-input.module.css';
import { type PhoneValue, phoneValueOf } from './phone-value.ts';

interface PhoneInputProps {
  label: string;
  countries: readonly PhoneCountry[];
  masks: readonly PhoneMask[];
  /** Countries whose input skips the mask (site configuration). */
  maskSkippedCountryIds?: readonly number[];
  value: PhoneValue | null;
  onChange(value: PhoneValue): void;
  /** Already translated. */
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
}

/**
 * A phone: the phone-code picker and the number, laid into the country's mask as it is typed
 * (spec 000 section 5: '*' slots while unfocused, '#' while focused, digits cut to the mask, a
 * first digit that cannot start a KZ or RU mobile number clears it).
 */
export function PhoneInput(props: PhoneInputProps) {
  const { label, countries, masks, value, onChange, error, disabled, name } = props;
  const id = useId();
  const [focused, setFocused] = useState(false);
  const country = countries.find((c) => c.id === value?.countryId) ?? countries[0];
  const mask = country ? phoneMaskFor(country.id, masks, props.maskSkippedCountryIds) : undefined;
  const masked = country
    ? applyPhoneMask(value?.phoneNum ?? '', country.code, mask).masked
    : (value?.phoneNum ?? '');

  const update = (next: PhoneCountry, typed: string) => {
    const nextMask = phoneMaskFor(next.id, masks, props.maskSkippedCountryIds);
    onChange(phoneValueOf(next, applyPhoneMask(typed, next.code, nextMask).digits));
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row} data-invalid={error ? true : undefined}>
        <PhoneCodePicker
          countries={countries}
          current={country}
          disabled={disabled ?? false}
          onSelect={(next) => update(next, value?.phoneNum ?? '')}
        />
        <input
          id={id}
          name={name}
          className={styles.number}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          disabled={disabled}
          value={masked}
          placeholder={mask ? phoneMaskDisplay(mask, focused) : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => country && update(country, event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
