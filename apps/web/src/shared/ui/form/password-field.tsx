import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../icon.tsx';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /** Dictionary keys of the show/hide button's name, for a feature with its own wording. */
  revealKeys?: { show: string; hide: string };
}

const REVEAL_KEYS = { show: 'password_show', hide: 'password_hide' };

/** A password the player can check before sending: typos are common on a phone keyboard. */
export function PasswordField({ revealKeys = REVEAL_KEYS, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={visible ? t(revealKeys.hide) : t(revealKeys.show)}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
