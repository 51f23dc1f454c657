import type { TableRound } from '@arenabet/contracts/casino-tables';
import { memo } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { verifySearch } from '../lib/verify-link.ts';
import { FairIcon } from './casino-icons.tsx';
import page from './game-page.module.css';
import { SeedList, SeedRow } from './seed-list.tsx';
import styles from './shared-table.module.css';

/** A settled round's check on the verification page: its hash, the chain's salt and position. */
export function tableVerifyPath(
  language: string,
  game: string,
  chain: { commitment: string; salt: string },
  round: { hash: string; position: number },
): string {
  const search = verifySearch({
    game,
    serverSeed: round.hash,
    clientSeed: chain.salt,
    nonce: round.position,
    commitment: chain.commitment,
  });
  return `${pathFor('casinoFairness', {}, language)}${search}`;
}

/**
 * The round's fairness facts: the chain's commitment (out before its first round), its salt,
 * the round's place on it, and the round's hash once it is over, with the way to check it.
 */
export const TableFairness = memo(function TableFairness({ round }: { round: TableRound }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { hash } = round;
  return (
    <section
      className={page.panel}
      aria-labelledby="table-fair-title"
      data-testid="casino-fairness"
    >
      <h2 id="table-fair-title" className={page.panelTitle}>
        <FairIcon size={20} />
        {t('casino_provably_fair')}
      </h2>
      <p className={styles.quiet}>{t('casino_table_fair_text')}</p>
      <SeedList>
        <SeedRow
          label={t('casino_chain_commitment')}
          value={round.commitment}
          testId="casino-commitment"
        />
        <SeedRow label={t('casino_chain_salt')} value={round.salt} testId="casino-salt" />
        <SeedRow
          label={t('casino_chain_position')}
          value={String(round.position)}
          testId="casino-position"
        />
        <SeedRow
          label={t('casino_round_hash')}
          value={hash ?? t('casino_table_hash_sealed')}
          mono={hash !== null}
          testId="casino-round-hash"
        />
      </SeedList>
      {hash && (
        <Link
          className={styles.link}
          to={tableVerifyPath(language, round.game, round, { hash, position: round.position })}
          data-testid="casino-round-verify"
        >
          {t('casino_round_verify')}
        </Link>
      )}
    </section>
  );
});
