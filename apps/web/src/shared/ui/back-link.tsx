import { Link } from 'react-router';
import styles from './back-link.module.css';
import { Icon } from './icon.tsx';

interface BackLinkProps {
  to: string;
  label: string;
}

/** Up one level: from a champ to its sport, from a game to the lobby, from a form to its hub. */
export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Link to={to} className={styles.back}>
      <Icon name="chevronForward" size={16} className={styles.icon} />
      {label}
    </Link>
  );
}
