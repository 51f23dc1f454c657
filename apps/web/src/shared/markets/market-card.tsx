import type { FeedOutcome } from '@arenabet/contracts';
import { useId, useState } from 'react';
import { OddsButton, type PickGame } from '../feed/index.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './markets.module.css';
import {
  correctScoreGrid,
  type Market,
  type MarketPlace,
  type MarketRow,
  marketName,
  scoreUnitIn,
} from './markets.ts';
import { outcomeName } from './outcome-names.ts';

/** Where the card's prices go in the coupon: the game (or sub-game) and the market's name. */
export interface OutcomePicks {
  game: PickGame;
  marketName: string;
}

interface MarketCardProps {
  market: Market;
  /** The sport and scope whose words name the market. */
  place: MarketPlace;
  game: PickGame;
  runners: readonly string[];
  homeName: string;
  awayName: string | undefined;
  /** Opened or closed by "collapse all"; each card can still be toggled on its own. */
  collapsedByDefault: boolean;
}

function Price({
  outcome,
  picks,
  runners,
  showLabel = true,
}: {
  outcome: FeedOutcome | undefined;
  picks: OutcomePicks;
  runners: readonly string[];
  showLabel?: boolean;
}) {
  const language = useLanguage();
  return (
    <OddsButton
      outcome={outcome}
      label={outcome ? outcomeName(outcome, language, runners) : ''}
      showLabel={showLabel}
      game={picks.game}
      marketName={picks.marketName}
    />
  );
}

function PriceRow({ row, picks }: { row: MarketRow; picks: OutcomePicks }) {
  return (
    <div className={styles.row} data-columns={Math.min(row.outcomes.length, 3)}>
      {row.outcomes.map((outcome) => (
        <Price
          key={`${outcome.type}:${outcome.line}`}
          outcome={outcome}
          picks={picks}
          runners={[]}
        />
      ))}
    </div>
  );
}

function RunnerList({
  row,
  picks,
  runners,
}: {
  row: MarketRow;
  picks: OutcomePicks;
  runners: readonly string[];
}) {
  const language = useLanguage();
  return (
    <ol className={styles.runners}>
      {row.outcomes.map((outcome) => (
        <li key={outcome.type} className={styles.runner}>
          <span className={styles.runnerName}>{outcomeName(outcome, language, runners)}</span>
          <Price outcome={outcome} picks={picks} runners={runners} showLabel={false} />
        </li>
      ))}
    </ol>
  );
}

/**
 * Correct score as a table: the home side's goals (maps, sets) down, the away side's across, a
 * price in each cell.
 */
function CorrectScoreTable({
  row,
  picks,
  place,
  homeName,
  awayName,
}: {
  row: MarketRow;
  picks: OutcomePicks;
  place: MarketPlace;
  homeName: string;
  awayName: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const grid = correctScoreGrid(row.outcomes);
  const unit = scoreUnitIn(place, language);
  return (
    <div className={styles.scoreGridWrap}>
      <p className={styles.gridLegend}>
        <span>{t('game_score_grid_rows', { unit, team: homeName })}</span>
        {awayName && <span>{t('game_score_grid_columns', { unit, team: awayName })}</span>}
      </p>
      <table className={styles.scoreGrid} data-testid="correct-score-grid">
        <thead>
          <tr>
            <td />
            {grid.awayGoals.map((away) => (
              <th key={away} scope="col">
                {away}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.homeGoals.map((home) => (
            <tr key={home}>
              <th scope="row">{home}</th>
              {grid.awayGoals.map((away) => (
                <td key={away}>
                  <Price
                    outcome={grid.cell(home, away)}
                    picks={picks}
                    runners={[]}
                    showLabel={false}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MarketBody({
  picks,
  ...props
}: Omit<MarketCardProps, 'collapsedByDefault' | 'game'> & { picks: OutcomePicks }) {
  const { market, runners } = props;
  const [first] = market.rows;
  if (market.layout === 'correctScore' && first) {
    return (
      <CorrectScoreTable
        row={first}
        picks={picks}
        place={props.place}
        homeName={props.homeName}
        awayName={props.awayName}
      />
    );
  }
  if (market.layout === 'runners' && first) {
    return <RunnerList row={first} picks={picks} runners={runners} />;
  }
  return (
    <div className={styles.rows}>
      {market.rows.map((row) => (
        <PriceRow key={row.key} row={row} picks={picks} />
      ))}
    </div>
  );
}

/** One market: its name (a button that folds it) and its prices in the market's layout. */
export function MarketCard({ collapsedByDefault, ...props }: MarketCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(collapsedByDefault);
  const [lastDefault, setLastDefault] = useState(collapsedByDefault);
  if (lastDefault !== collapsedByDefault) {
    setLastDefault(collapsedByDefault);
    setCollapsed(collapsedByDefault);
  }
  const count = props.market.rows.reduce((sum, row) => sum + row.outcomes.length, 0);
  const name = marketName(props.market.group, props.place, language, t('game_market'));
  const { game, ...bodyProps } = props;
  return (
    <section className={styles.market} data-testid="market" data-group={props.market.group}>
      <h3 className={styles.marketTitle}>
        <button
          type="button"
          className={styles.marketToggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span>{name}</span>
          <span className={styles.marketCount}>{count}</span>
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </button>
      </h3>
      <div id={bodyId} className={styles.marketBody} hidden={collapsed}>
        <MarketBody {...bodyProps} picks={{ game, marketName: name }} />
      </div>
    </section>
  );
}
