import styles from './spinner.module.css';

/** Decorative: the control it sits in says in words what is going on (`aria-busy`, a label). */
export function Spinner({ size = '1em' }: { size?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ inlineSize: size, blockSize: size }}
      aria-hidden="true"
    />
  );
}
