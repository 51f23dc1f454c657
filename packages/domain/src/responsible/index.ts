export * from './breaks.ts';
export * from './exclusion-register.ts';
export * from './limits.ts';
export * from './pgsi.ts';
export * from './play-time.ts';
export * from './reality-check.ts';
export * from './rules.ts';
