/*
 * Vitest setup file: sets this worker's wall clock to TEST_NOW (chosen by run-clock.ts) and lets
 * it run on from there, so `Date.now()` and `new Date()` read an instant no test chose. Timers
 * and performance.now() keep real time. A worker that runs several files shifts once.
 */
const SHIFT = Symbol.for('arenabet.test.wallClockShift');

interface Shift {
  offset: number;
}

type ShiftedGlobals = typeof globalThis & { [SHIFT]?: Shift };

function shiftWallClock(): void {
  const globals = globalThis as ShiftedGlobals;
  const target = Date.parse(process.env.TEST_NOW ?? '');
  if (globals[SHIFT] || Number.isNaN(target)) return;
  const RealDate = Date;
  const shift: Shift = { offset: target - RealDate.now() };
  class RunDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + shift.offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + shift.offset;
    }
  }
  globalThis.Date = RunDate as DateConstructor;
  globals[SHIFT] = shift;
}

/**
 * Sets the wall clock to `instant` and lets it run on, for a test whose app talks to a library
 * that reads the wall clock itself (an OpenID provider signing tokens): its clock then agrees
 * with the app's, as real clocks agree. Answers the way back to the run's own wall clock, for
 * the files that come after in the same worker.
 */
export function setWallClock(instant: Date): () => void {
  const shift = (globalThis as ShiftedGlobals)[SHIFT];
  if (!shift) return () => {};
  const before = shift.offset;
  shift.offset += instant.getTime() - Date.now();
  return () => {
    shift.offset = before;
  };
}

shiftWallClock();
