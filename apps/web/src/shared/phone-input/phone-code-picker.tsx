import {
  normalizePhoneCodeQuery,
  PHONE_CODE_DROPDOWN_HEIGHT_PX,
  PHONE_CODE_DROPDOWN_WIDTH_PX,
  PHONE_CODE_ITEM_MIN_SIZE_PX,
  PHONE_CODE_SEARCH_PLACEHOLDER,
  searchPhoneCodes,
} from '@arenabet/domain';
import type { PhoneCountry } from '@arenabet/reference/phone-country';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './phone-input.module.css';
import { countryForCode } from './phone-value.ts';

interface PhoneCodePickerProps {
  countries: readonly PhoneCountry[];
  current: PhoneCountry | undefined;
  onSelect(country: PhoneCountry): void;
  disabled?: boolean;
}

/**
 * The phone-code picker (spec 000 sections 4, 5, 9): opening clears the search and focuses it;
 * the search takes at most 3 digits (unsigned, a leading + stripped) and lists the codes that
 * contain them; closing with a typed code that differs from the current country selects the
 * country of that code, else the current country stays; Enter closes. Disabled with one
 * country or none.
 */
export function PhoneCodePicker({ countries, current, onSelect, disabled }: PhoneCodePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const locked = disabled || countries.length <= 1;

  const close = (typed: string) => {
    setOpen(false);
    const picked = countryForCode(countries, typed, current);
    if (picked && picked.id !== current?.id) onSelect(picked);
  };

  const openPicker = () => {
    if (locked) return;
    setQuery('');
    setOpen(true);
  };

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(query);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  const matches = searchPhoneCodes(countries, query);

  return (
    <div ref={rootRef} className={styles.picker}>
      <button
        type="button"
        className={styles.codeButton}
        disabled={locked}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-testid="phone-code-button"
        onClick={() => (open ? close(query) : openPicker())}
      >
        {/* Named even while the countries load and the button shows no code yet. */}
        <span className="visually-hidden">{t('reg_phone_code')}</span>
        <span className={styles.alpha}>{current?.code.toUpperCase()}</span>
        <span dir="ltr">{current?.phoneCode}</span>
        {!locked && <Icon name="chevronDown" size={16} />}
      </button>
      {open && (
        <div
          className={styles.dropdown}
          style={{
            maxBlockSize: PHONE_CODE_DROPDOWN_HEIGHT_PX,
            inlineSize: PHONE_CODE_DROPDOWN_WIDTH_PX,
          }}
        >
          <input
            ref={searchRef}
            className={styles.search}
            inputMode="numeric"
            dir="ltr"
            aria-label={t('reg_phone_code_search')}
            placeholder={PHONE_CODE_SEARCH_PLACEHOLDER}
            value={query}
            data-testid="phone-code-search"
            onChange={(event) => setQuery(normalizePhoneCodeQuery(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                close(query);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                close('');
              }
            }}
          />
          <div id={listId} role="listbox" className={styles.list}>
            {matches.length === 0 && <p className={styles.empty}>{t('reg_nothing_found')}</p>}
            {matches.map((country) => (
              <button
                key={country.id}
                type="button"
                role="option"
                aria-selected={country.id === current?.id}
                className={styles.item}
                style={{ minBlockSize: PHONE_CODE_ITEM_MIN_SIZE_PX }}
                onClick={() => {
                  setOpen(false);
                  onSelect(country);
                }}
              >
                <span className={styles.itemName}>{country.name}</span>
                <span dir="ltr" className={styles.itemCode}>
                  {country.phoneCode}
                </span>
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
