import { type ReactNode, useId } from 'react';
import { i18nKey } from '../i18n/i18n-key.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import styles from './tooltip.module.css';

interface UnavailableProps {
  children: ReactNode;
  className?: string;
  /** Dictionary key of the hint; by default "this section is not open yet". */
  hintKey?: string;
  align?: 'center' | 'end';
  /** What the control would be once open: a link to a section or a button. */
  role?: 'link' | 'button';
  /**
   * The styled hint; inside a scrolling container it would be clipped, so there the
   * browser's own title tooltip is used instead.
   */
  styledHint?: boolean;
}

/**
 * A control for a part of the site that is not open yet: visible, so the site's shape is
 * clear, but honestly inert, with a hint on hover and focus.
 */
export function Unavailable({
  children,
  className,
  hintKey = i18nKey('section_not_open_yet'),
  align = 'center',
  role = 'link',
  styledHint = true,
}: UnavailableProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = t(hintKey);
  return (
    <span
      className={`${styles.anchor} ${className ?? ''}`}
      role={role}
      aria-disabled="true"
      aria-describedby={hintId}
      tabIndex={0}
      title={styledHint ? undefined : hint}
      data-tooltip={styledHint ? hint : undefined}
      data-tooltip-align={styledHint && align === 'end' ? 'end' : undefined}
    >
      {children}
      <span id={hintId} className="visually-hidden">
        {hint}
      </span>
    </span>
  );
}
