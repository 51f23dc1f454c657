import styles from './app-splash.module.css';

/** Shown while the first dictionary loads; it has no text because no dictionary is there yet. */
export function AppSplash() {
  return (
    <div className={styles.splash} aria-busy="true">
      <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" opacity="0.12" />
        <path d="M32 10 52 54H42l-4-9H26l-4 9H12zm0 15-4 11h8z" fill="var(--color-accent)" />
      </svg>
      <span className={styles.bar} />
    </div>
  );
}
