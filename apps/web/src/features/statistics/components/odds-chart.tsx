import type { OddsGraph } from '@arenabet/contracts';
import { formatOdds } from '@arenabet/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { oddsChartGeometry } from '../lib/odds-chart.ts';
import { formatClock } from '../lib/statistics-time.ts';
import styles from './odds-chart.module.css';

const HEIGHT = 260;
const INSET = { start: 44, end: 56, top: 12, bottom: 28 };
/** Line colours per outcome, in the order of the market (home, draw, away, runners...). */
const COLOURS = [
  'var(--color-accent)',
  'var(--color-highlight)',
  'var(--color-danger)',
  'var(--color-focus)',
];

/** The chart follows its box's width, so it fills a 1024 px window and a phone alike. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The main market's odds over time, one step line per outcome, as an SVG. Time runs left to
 * right in every language, as on any chart; the legend follows the page's direction.
 */
export function OddsChart({ graph, format }: { graph: OddsGraph; format: number }) {
  const { t } = useTranslation();
  const { lng, params } = useStatisticsFrame();
  const { ref, width } = useWidth();
  // Ticks fall on whole hours of the clock the times are shown in.
  const zoneOffset = (params.tz ?? -new Date().getTimezoneOffset() / 60) * 3600;
  const box = { width, height: HEIGHT, inset: INSET };
  const geometry = oddsChartGeometry(graph.series, box, zoneOffset);
  const colour = (index: number) => COLOURS[index % COLOURS.length];
  return (
    <figure className={styles.figure} data-testid="statistics-odds-chart">
      <div ref={ref} className={styles.box} dir="ltr">
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={t('stats_odds_graph')}
        >
          {geometry.oddsTicks.map((tick) => (
            <g key={tick.odds}>
              <line
                className={styles.grid}
                x1={INSET.start}
                x2={width - INSET.end}
                y1={tick.y}
                y2={tick.y}
              />
              <text
                className={styles.axis}
                x={INSET.start - 6}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {formatOdds(tick.odds, format)}
              </text>
            </g>
          ))}
          {geometry.timeTicks.map((tick) => (
            <text
              key={tick.at}
              className={styles.axis}
              x={tick.x}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {formatClock(tick.at, lng, params.tz)}
            </text>
          ))}
          {geometry.lines.map((line, index) => (
            <g key={line.type} style={{ color: colour(index) }}>
              <path className={styles.line} d={line.path} />
              <circle className={styles.dot} cx={line.last.x} cy={line.last.y} r={3.5} />
              <text
                className={styles.value}
                x={line.last.x + 7}
                y={line.last.labelY}
                dominantBaseline="middle"
              >
                {formatOdds(line.last.odds, format)}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className={styles.legend}>
        {geometry.lines.map((line, index) => (
          <span key={line.type} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: colour(index) }} />
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
