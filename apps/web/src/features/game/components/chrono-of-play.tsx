import type { FeedGame } from '@arenabet/contracts';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import { type ChronoEvent, useChronoOfPlay } from '../api/chrono-of-play.ts';
import { hueOf } from '../lib/team-identity.ts';
import styles from './chrono.module.css';

/** Moments shown before "show all": the latest ones are what a visitor looks for. */
const FIRST_MOMENTS = 6;

const KIND_ICONS: Readonly<Record<string, IconName>> = {
  goal: 'ball',
  red_card: 'card',
  yellow_card: 'card',
  period_end: 'whistle',
  game_start: 'whistle',
  result: 'flagEnd',
  dangerous_attack: 'spark',
  penalty_scored: 'ball',
};

/**
 * Points of a rally sport come by the dozen and the period table above already counts them:
 * the chronology keeps the moments a person looks back for.
 */
const isNotable = (event: ChronoEvent) => event.kind !== 'point';

/** The minute a moment happened in, as football counts it: 66:30 is the 67th minute. */
function minuteOf(seconds: number): string {
  return `${Math.floor(seconds / 60) + 1}'`;
}

function Moment({ event, game }: { event: ChronoEvent; game: FeedGame }) {
  const team = event.side === 1 ? game.home.name : event.side === 2 ? game.away?.name : undefined;
  const style = team ? ({ '--team-hue': hueOf(team) } as CSSProperties) : undefined;
  return (
    <li className={styles.moment} data-kind={event.kind} data-side={event.side} style={style}>
      <span className={styles.minute}>{minuteOf(event.atSeconds)}</span>
      <span className={styles.icon} data-kind={event.kind}>
        <Icon name={KIND_ICONS[event.kind] ?? 'dot'} size={16} />
      </span>
      <span className={styles.text}>
        <span className={styles.what}>{event.text}</span>
        {team && <span className={styles.team}>{team}</span>}
      </span>
      {event.score && (
        <span className={styles.scoreChip}>
          {event.score.home}:{event.score.away}
        </span>
      )}
    </li>
  );
}

/** The chronology of play of a live game (GetChronoOfPlay), newest moment first. */
export function ChronoOfPlay({ game }: { game: FeedGame }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const live = game.live;
  const moment = live ? `${live.score.home}:${live.score.away}:${live.period ?? 0}` : '';
  const chrono = useChronoOfPlay(game.id, live !== undefined, moment);
  const events = (chrono.data ?? []).filter(isNotable);
  if (!live || events.length === 0) return null;
  const shown = all ? events : events.slice(0, FIRST_MOMENTS);
  return (
    <section
      className={styles.chrono}
      aria-labelledby="game-chrono-title"
      data-testid="game-chrono"
    >
      <h2 id="game-chrono-title" className={styles.title}>
        {t('game_chrono_title')}
      </h2>
      <ol className={styles.moments}>
        {shown.map((event) => (
          <Moment
            key={`${event.atSeconds}:${event.kind}:${event.side}`}
            event={event}
            game={game}
          />
        ))}
      </ol>
      {events.length > FIRST_MOMENTS && (
        <button type="button" className={styles.more} onClick={() => setAll((value) => !value)}>
          {all ? t('game_chrono_fewer') : t('game_chrono_all', { number: events.length })}
        </button>
      )}
    </section>
  );
}
