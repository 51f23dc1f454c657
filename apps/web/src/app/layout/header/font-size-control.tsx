import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  FONT_SIZES,
  type FontSize,
  usePreferences,
} from '../../../shared/storage/preferences-store.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './header.module.css';

const ICON_SIZE: Record<FontSize, number> = { s: 14, m: 17, l: 20 };
const LABEL: Record<FontSize, string> = {
  s: i18nKey('font_size_small'),
  m: i18nKey('font_size_medium'),
  l: i18nKey('font_size_large'),
};

/** Three text sizes; the whole site scales, since every size is in rem. */
export function FontSizeControl() {
  const { t } = useTranslation();
  const fontSize = usePreferences((state) => state.fontSize);
  const setFontSize = usePreferences((state) => state.setFontSize);
  return (
    <fieldset className={styles.segmented}>
      <legend className="visually-hidden">{t('font_size_label')}</legend>
      {FONT_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          className={styles.segment}
          aria-pressed={fontSize === size}
          aria-label={t(LABEL[size])}
          title={t(LABEL[size])}
          onClick={() => setFontSize(size)}
        >
          <Icon name="textSize" size={ICON_SIZE[size]} />
        </button>
      ))}
    </fieldset>
  );
}
