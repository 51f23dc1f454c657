import { colourOf, WHEEL_ORDER } from '@arenabet/domain/casino/games/roulette-layout';
import { useRef } from 'react';
import styles from './roulette.module.css';

const STEP = 360 / WHEEL_ORDER.length;
const FULL_TURNS = 3;

/** A point `radius` from the centre, `degrees` clockwise from the top. */
function at(radius: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(2)} ${(-radius * Math.cos(radians)).toFixed(2)}`;
}

const FILL = { red: '#c8102e', black: '#17171c', green: '#0b7a45' } as const;

/** The 37 pockets as ring segments, drawn once. */
const POCKETS = WHEEL_ORDER.map((pocket, index) => {
  const [from, to] = [(index - 0.5) * STEP, (index + 0.5) * STEP];
  const path = `M${at(58, from)}L${at(88, from)}A88 88 0 0 1 ${at(88, to)}L${at(58, to)}A58 58 0 0 0 ${at(58, from)}Z`;
  return { pocket, index, path, fill: FILL[colourOf(pocket)] };
});

interface RouletteWheelProps {
  pocket: number | undefined;
  spin: number;
  /** Degrees set from outside, frame by frame (the live wheel's turn), instead of a spin. */
  turn?: number | undefined;
}

/**
 * The European wheel. It turns (clockwise, a few whole turns more each spin) until the pocket
 * drawn is under the ball at the top; drawn only, the result is told in words beside it.
 */
export function RouletteWheel({ pocket, spin, turn }: RouletteWheelProps) {
  const turned = useRef({ spin: 0, degrees: 0 });
  if (turn === undefined && pocket !== undefined && turned.current.spin !== spin) {
    const index = WHEEL_ORDER.indexOf(pocket);
    const target = (((-index * STEP - turned.current.degrees) % 360) + 360) % 360;
    turned.current = { spin, degrees: turned.current.degrees + FULL_TURNS * 360 + target };
  }
  return (
    <svg className={styles.wheel} viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="casino-wheel-rim" cx="0.4" cy="0.35">
          <stop offset="0" stopColor="#ffe7a3" />
          <stop offset="0.6" stopColor="#c78a1f" />
          <stop offset="1" stopColor="#6b400a" />
        </radialGradient>
        <radialGradient id="casino-wheel-cone" cx="0.42" cy="0.38">
          <stop offset="0" stopColor="#fff4cf" />
          <stop offset="0.55" stopColor="#d9a23d" />
          <stop offset="1" stopColor="#7a4b0c" />
        </radialGradient>
      </defs>
      <circle r="99" fill="url(#casino-wheel-rim)" />
      <circle r="90" fill="#2a1405" />
      <g
        className={styles.wheelTurn}
        style={
          turn === undefined
            ? { transform: `rotate(${turned.current.degrees}deg)` }
            : { transform: `rotate(${turn}deg)`, transition: 'none' }
        }
        data-testid="casino-wheel"
      >
        {POCKETS.map(({ pocket: number, index, path, fill }) => (
          <g key={number}>
            <path d={path} fill={fill} stroke="#d4af37" strokeWidth="0.6" />
            <text
              className={styles.wheelNumber}
              transform={`rotate(${index * STEP}) translate(0 -78)`}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {number}
            </text>
          </g>
        ))}
        <circle r="57" fill="url(#casino-wheel-cone)" />
        <path d="M0-40V40M-40 0H40" stroke="#7a4b0c" strokeWidth="6" strokeLinecap="round" />
        <circle r="9" fill="#fff0c2" stroke="#7a4b0c" strokeWidth="2" />
      </g>
      <circle cy="-66" r="5.5" fill="#fff" stroke="#9aa5b1" strokeWidth="0.8" />
      <path d="M0-89l-5-9h10z" fill="#ffd36b" stroke="#6b400a" strokeWidth="0.8" />
    </svg>
  );
}
