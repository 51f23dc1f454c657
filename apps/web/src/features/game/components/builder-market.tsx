import type { FeedOutcome } from '@arenabet/contracts';
import { useId, useState } from 'react';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import markets from '../../../shared/markets/markets.module.css';
import {
  correctScoreGrid,
  type Market,
  type MarketPlace,
  type MarketRow,
  scoreUnitIn,
} from '../../../shared/markets/markets.ts';
import { outcomeName } from '../../../shared/markets/outcome-names.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { builderPickKey } from '../lib/builder-picks.ts';
import styles from './builder.module.css';

interface BuilderMarketProps {
  market: Market;
  /** The market's name in the sport's words, as the market board names it. */
  name: string;
  place: MarketPlace;
  homeName: string;
  awayName: string | undefined;
  /** Outcome keys the player picked. */
  picked: ReadonlySet<string>;
  collapsedByDefault: boolean;
  onToggle(outcome: FeedOutcome): void;
}

type Toggle = Pick<BuilderMarketProps, 'picked' | 'onToggle'> & { marketName: string };

/** An outcome of the builder: pressed while it is a leg; locked while its market is suspended. */
function BuilderOutcome({
  outcome,
  label,
  showLabel = true,
  toggle,
}: {
  outcome: FeedOutcome | undefined;
  label: string;
  showLabel?: boolean;
  toggle: Toggle;
}) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  if (!outcome) {
    return (
      <span className={styles.outcome} data-empty="" aria-hidden="true">
        —
      </span>
    );
  }
  const price = oddsText(outcome.odds);
  const pressed = toggle.picked.has(builderPickKey(outcome));
  return (
    <button
      type="button"
      className={styles.outcome}
      aria-pressed={pressed}
      disabled={outcome.locked && !pressed}
      // What the button shows comes first (WCAG 2.5.3); the market makes "Over 2.5" unique.
      aria-label={`${label} ${outcome.locked ? t('feed_odds_locked') : price}, ${toggle.marketName}`}
      data-testid="builder-outcome"
      data-key={builderPickKey(outcome)}
      data-odds={outcome.odds}
      data-locked={outcome.locked ? '' : undefined}
      onClick={() => toggle.onToggle(outcome)}
    >
      {showLabel && <span className={styles.outcomeLabel}>{label}</span>}
      {outcome.locked ? (
        <Icon name="lock" size={15} />
      ) : (
        <span className={styles.outcomePrice} dir="ltr">
          {price}
        </span>
      )}
    </button>
  );
}

function Rows({ market, toggle }: { market: Market; toggle: Toggle }) {
  const language = useLanguage();
  return (
    <div className={markets.rows}>
      {market.rows.map((row) => (
        <div key={row.key} className={markets.row} data-columns={Math.min(row.outcomes.length, 3)}>
          {row.outcomes.map((outcome) => (
            <BuilderOutcome
              key={builderPickKey(outcome)}
              outcome={outcome}
              label={outcomeName(outcome, language)}
              toggle={toggle}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function ScoreGrid({
  row,
  toggle,
  ...props
}: { row: MarketRow; toggle: Toggle } & Pick<
  BuilderMarketProps,
  'place' | 'homeName' | 'awayName'
>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const grid = correctScoreGrid(row.outcomes);
  const unit = scoreUnitIn(props.place, language);
  return (
    <div className={markets.scoreGridWrap}>
      <p className={markets.gridLegend}>
        <span>{t('game_score_grid_rows', { unit, team: props.homeName })}</span>
        {props.awayName && (
          <span>{t('game_score_grid_columns', { unit, team: props.awayName })}</span>
        )}
      </p>
      <table className={markets.scoreGrid}>
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
              {grid.awayGoals.map((away) => {
                const outcome = grid.cell(home, away);
                return (
                  <td key={away}>
                    <BuilderOutcome
                      outcome={outcome}
                      label={outcome ? outcomeName(outcome, language) : ''}
                      showLabel={false}
                      toggle={toggle}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One market of the bet builder, laid out as the market board lays it out; its outcomes are
 * toggles (one leg per market: another pick in it takes the first's place).
 */
export function BuilderMarket({ collapsedByDefault, ...props }: BuilderMarketProps) {
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(collapsedByDefault);
  const [lastDefault, setLastDefault] = useState(collapsedByDefault);
  if (lastDefault !== collapsedByDefault) {
    setLastDefault(collapsedByDefault);
    setCollapsed(collapsedByDefault);
  }
  const { market, name } = props;
  const toggle: Toggle = { picked: props.picked, onToggle: props.onToggle, marketName: name };
  const count = market.rows.reduce((sum, row) => sum + row.outcomes.length, 0);
  const chosen = market.rows.some((row) =>
    row.outcomes.some((outcome) => props.picked.has(builderPickKey(outcome))),
  );
  const [first] = market.rows;
  return (
    <section
      className={markets.market}
      data-testid="builder-market"
      data-group={market.group}
      data-chosen={chosen ? '' : undefined}
    >
      <h3 className={markets.marketTitle}>
        <button
          type="button"
          className={markets.marketToggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span>{name}</span>
          {chosen && <span className={styles.chosenDot} aria-hidden="true" />}
          <span className={markets.marketCount}>{count}</span>
          <Icon name="chevronDown" size={18} className={markets.chevron} />
        </button>
      </h3>
      <div id={bodyId} className={markets.marketBody} hidden={collapsed}>
        {market.layout === 'correctScore' && first ? (
          <ScoreGrid
            row={first}
            toggle={toggle}
            place={props.place}
            homeName={props.homeName}
            awayName={props.awayName}
          />
        ) : (
          <Rows market={market} toggle={toggle} />
        )}
      </div>
    </section>
  );
}
