import styles from './cricket.module.css';

/** A row of figures with their names: a team's record, a player's tallies. */
export function StatTiles({ tiles }: { tiles: readonly (readonly [string, number])[] }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map(([label, value]) => (
        <div key={label} className={styles.tile}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
