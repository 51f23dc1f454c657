/*
 * Vitest setup file: sets this worker's wall clock to TEST_NOW (chosen by run-clock.ts) and lets
 * it run on from there, so `Date.now()` and `new Date()` read an instant no test chose. Timers
 * and performance.now() keep real time. A worker that runs several files shifts once.
 */
const SHIFTED = Symbol.for('arenabet.test.shiftedWallClock');

function shiftWallClock(): void {
  const globals = globalThis as typeof globalThis & { [SHIFTED]?: true };
  const target = Date.parse(process.env.TEST_NOW ?? '');
  if (globals[SHIFTED] || Number.isNaN(target)) return;
  const RealDate = Date;
  const offset = target - RealDate.now();
  class RunDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = RunDate as DateConstructor;
  globals[SHIFTED] = true;
}

shiftWallClock();
