import { useNavigation } from 'react-router';
import styles from './site-layout.module.css';

/** A thin bar on top while the next page's data loads (a language switch fetches a dictionary). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={styles.progress} data-active={busy || undefined} aria-hidden="true" />;
}
