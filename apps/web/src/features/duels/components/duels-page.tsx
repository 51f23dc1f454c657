import type { DuelCandidate, DuelPickRequest } from '@arenabet/contracts';
import { DUEL_SPORT_IDS } from '@arenabet/domain/betting/duel';
import { sportById, sportName } from '@arenabet/reference/sports';
import { BadRequest } from '../../../shared/api/errors.ts';
import {
  FeedEmpty,
  FeedError,
  FeedPageHeader,
  FeedSkeleton,
  SportChipBar,
} from '../../../shared/feed/index.ts';
import { useAddressState } from '../../../shared/hooks/use-address-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { useDuel, useDuelCandidates } from '../api/duels.ts';
import { duelOf, pickFromValue, pickValue, teamChoices } from '../lib/duel-picks.ts';
import { DuelCard } from './duel-card.tsx';
import styles from './duels.module.css';

const DEFAULT_SPORT = DUEL_SPORT_IDS[0] ?? 1;

function sportFromSearch(value: string | null): number {
  const id = Number(value);
  return DUEL_SPORT_IDS.includes(id) ? id : DEFAULT_SPORT;
}

/** The address's part of the page: the sport as written, and the two picks as `gameId:side`. */
interface DuelsView {
  sport: string | null;
  first: string | null;
  second: string | null;
}

function readView(params: URLSearchParams): DuelsView {
  return { sport: params.get('sport'), first: params.get('first'), second: params.get('second') };
}

function writeView(view: DuelsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['sport', 'first', 'second'] as const) {
    const value = view[name];
    if (value) params.set(name, value);
  }
  return params;
}

/**
 * Duels: the player picks a team of one game and a team of another, and bets on which scores
 * more. The picks live in the address (`?sport=1&first=123:1&second=456:2`), so a duel can be
 * shared and survives a reload; its prices follow its games. Two picks made quickly both hold:
 * the second starts from the first even before the router has applied its address.
 */
export function DuelsPage() {
  const { t } = useTranslation();
  const [view, setView] = useAddressState(readView, writeView);
  const sportId = sportFromSearch(view.sport);
  const first = pickFromValue(view.first);
  const second = pickFromValue(view.second);
  const candidates = useDuelCandidates(sportId);

  const choose = (name: 'first' | 'second', value: string) =>
    setView({ ...view, [name]: value || null });

  return (
    <div className={styles.page} data-testid="duels-page">
      <FeedPageHeader title={t('duels_title')} icon="scale" lead={t('duels_lead')} />
      <DuelSports selected={sportId} />
      {candidates.isPending && <FeedSkeleton rows={3} />}
      {candidates.isError && <FeedError onRetry={() => void candidates.refetch()} />}
      {candidates.data?.length === 0 && (
        <FeedEmpty title={t('duels_empty_title')} text={t('duels_empty_text')} icon="scale" />
      )}
      {candidates.data && candidates.data.length > 0 && (
        <>
          <div className={styles.picks}>
            <TeamSelect
              label={t('duels_first_team')}
              testId="duel-first"
              games={candidates.data}
              pick={first}
              onChoose={(value) => choose('first', value)}
            />
            <span className={styles.versus} aria-hidden="true">
              {t('duels_versus')}
            </span>
            <TeamSelect
              label={t('duels_second_team')}
              testId="duel-second"
              games={candidates.data}
              pick={second}
              onChoose={(value) => choose('second', value)}
            />
          </div>
          <Duel first={first} second={second} games={candidates.data} />
        </>
      )}
    </div>
  );
}

function DuelSports({ selected }: { selected: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = pathFor('bettingDuels', {}, language);
  const chips = DUEL_SPORT_IDS.map((sportId) => {
    const sport = sportById(sportId);
    return {
      sportId,
      name: sport ? sportName(sport, language) : String(sportId),
      to: `${page}?sport=${sportId}`,
    };
  });
  return <SportChipBar label={t('results_sports')} chips={chips} selected={selected} />;
}

function TeamSelect({
  label,
  testId,
  games,
  pick,
  onChoose,
}: {
  label: string;
  testId: string;
  games: readonly DuelCandidate[];
  pick: DuelPickRequest | undefined;
  onChoose(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={pick ? pickValue(pick) : ''}
      testId={testId}
      onChange={onChoose}
    >
      <option value="">{t('duels_choose_team')}</option>
      {teamChoices(games).map((champ) => (
        <optgroup key={champ.champId} label={champ.champName}>
          {champ.teams.map((choice) => (
            <option key={pickValue(choice.pick)} value={pickValue(choice.pick)}>
              {t('duels_team_option', { team: choice.team, opponent: choice.opponent })}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

function Duel({
  first,
  second,
  games,
}: {
  first: DuelPickRequest | undefined;
  second: DuelPickRequest | undefined;
  games: readonly DuelCandidate[];
}) {
  const { t } = useTranslation();
  const picks = duelOf(first, second);
  const duel = useDuel(picks);
  if (first && second && !picks) return <FormError>{t('duel_same_game')}</FormError>;
  if (!picks) return <p className={styles.hint}>{t('duels_hint')}</p>;
  if (duel.isPending) return <FeedSkeleton rows={2} />;
  if (duel.isError) return <DuelRefusal error={duel.error} onRetry={() => void duel.refetch()} />;
  return <DuelCard duel={duel.data} games={gamesOf(picks, games)} />;
}

function gamesOf(
  picks: { first: DuelPickRequest; second: DuelPickRequest },
  games: readonly DuelCandidate[],
): [DuelCandidate | undefined, DuelCandidate | undefined] {
  const find = (pick: DuelPickRequest) => games.find((game) => game.gameId === pick.gameId);
  return [find(picks.first), find(picks.second)];
}

function DuelRefusal({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation();
  if (!(error instanceof BadRequest)) return <FeedError onRetry={onRetry} />;
  const [key] = Object.values(error.validationErrors).flat();
  return <FormError testId="duel-refused">{t(key ?? 'duel_game_unavailable')}</FormError>;
}
