import type { CasinoRound } from '@arenabet/contracts/casino';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { ListEmpty, ListFailure, ListMore, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMailRounds } from '../api/mail-rounds.ts';
import { useCasinoRounds } from '../api/rounds.ts';
import { useRoundMoneyText } from '../hooks/use-money-text.ts';
import { refusalKey } from '../lib/refusal.ts';
import { outcomeOf } from '../lib/round-outcome.ts';
import { gameArt, gameNameKey, isTableGame } from '../lib/table-games.ts';
import { verifySearch } from '../lib/verify-link.ts';
import styles from './history.module.css';
import { OutcomeView } from './outcome-view.tsx';
import { SeedList, SeedRow } from './seed-list.tsx';

/**
 * The office's casino history: every round, newest first, with its stake, win, time and the
 * provably fair data to check it (the commitment, client seed and nonce, and the server seed
 * once the pair is revealed), 20 more at a time.
 */
export function CasinoHistoryPage() {
  const { t } = useTranslation();
  const rounds = useCasinoRounds();
  const list = rounds.data?.pages.flatMap((page) => page.rounds) ?? [];
  return (
    <PageCard
      testId="casino-history-page"
      title={t('casino_history_title')}
      lead={t('casino_history_lead')}
    >
      <MailHistory />
      {rounds.isPending ? (
        <ListSkeleton />
      ) : rounds.isError && list.length === 0 ? (
        <ListFailure error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : list.length === 0 ? (
        <EmptyHistory />
      ) : (
        <div className={styles.results} aria-busy={rounds.isFetching}>
          <ul className={styles.list} data-testid="casino-history">
            {list.map((round) => (
              <HistoryRound key={round.id} round={round} />
            ))}
          </ul>
          {rounds.isFetchNextPageError && <FormError>{t('casino_history_more_failed')}</FormError>}
          <ListMore
            shownText={t('casino_history_shown', { count: list.length })}
            hasMore={rounds.hasNextPage}
            loading={rounds.isFetchingNextPage}
            label={t('casino_history_more')}
            onMore={() => void rounds.fetchNextPage()}
          />
        </div>
      )}
    </PageCard>
  );
}

function EmptyHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ListEmpty
      icon="casino"
      title={t('casino_history_empty_title')}
      text={t('casino_history_empty_text')}
    >
      <Link className={buttons.primary} to={pathFor('casino', {}, language)}>
        {t('casino_history_to_lobby')}
      </Link>
    </ListEmpty>
  );
}

function HistoryRound({ round }: { round: CasinoRound }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useRoundMoneyText();
  const net = round.win - round.stake;
  return (
    <li className={styles.round} data-testid="casino-history-round" data-game={round.game}>
      <div className={styles.head}>
        <span className={styles.game}>
          {isTableGame(round.game) && (
            <img src={gameArt(round.game)} alt="" width={40} height={30} className={styles.thumb} />
          )}
          {isTableGame(round.game) ? (
            <Link to={pathFor('casinoGame', { game: round.game }, language)}>
              {t(gameNameKey(round.game))}
            </Link>
          ) : (
            t(gameNameKey(round.game))
          )}
        </span>
        <time className={styles.time} dateTime={round.createdAt}>
          {formatDateTime(round.createdAt, language)}
        </time>
      </div>
      <dl className={styles.money}>
        <div>
          <dt>{t('casino_round_stake')}</dt>
          <dd dir="ltr" data-testid="casino-history-stake">
            {money(round.stake, round)}
          </dd>
        </div>
        <div>
          <dt>{t('casino_round_win')}</dt>
          <dd dir="ltr" data-testid="casino-history-win" data-net={Math.sign(net)}>
            {money(round.win, round)}
          </dd>
        </div>
        <div className={styles.outcome}>
          <dt>{t('casino_round_outcome')}</dt>
          <dd>
            <OutcomeView outcome={outcomeOf(round.game, round.outcome, round.bet)} />
          </dd>
        </div>
      </dl>
      <details className={styles.fair}>
        <summary>{t('casino_history_fair_data')}</summary>
        <SeedList className={styles.seeds}>
          <SeedRow label={t('casino_seed_commitment')} value={round.commitment} />
          <SeedRow label={t('casino_client_seed')} value={round.clientSeed} />
          <SeedRow label={t('casino_round_nonce')} value={String(round.nonce)} />
          <SeedRow
            label={t('casino_server_seed')}
            value={round.serverSeed ?? t('casino_history_seed_sealed')}
            mono={round.serverSeed !== null}
          />
        </SeedList>
      </details>
      <div className={styles.verify}>
        {round.serverSeed && isTableGame(round.game) ? (
          <Link
            className={styles.verifyLink}
            to={`${pathFor('casinoFairness', {}, language)}${verifySearch(round)}`}
            data-testid="casino-history-verify"
          >
            {t('casino_round_verify')}
          </Link>
        ) : (
          <span className={styles.sealed}>{t('casino_round_sealed')}</span>
        )}
      </div>
    </li>
  );
}

/** The spec's casino bets-history mail, sent from the office. */
function MailHistory() {
  const { t, i18n } = useTranslation();
  const mail = useMailRounds();
  const key = mail.isError ? refusalKey(mail.error) : undefined;
  return (
    <div className={styles.mail}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={mail.isPending}
        data-testid="casino-history-mail"
        onClick={() => mail.mutate()}
      >
        {mail.isPending && <Spinner />}
        {t('casino_history_mail')}
      </button>
      {mail.isSuccess && (
        <p role="status" className={styles.mailDone}>
          {t('casino_history_mailed', { count: mail.data })}
        </p>
      )}
      {mail.isError && (
        <FormError>
          {key && i18n.exists(key) ? t(key) : errorText(mail.error, t, i18n.exists)}
        </FormError>
      )}
    </div>
  );
}
