/* The betting maths, shared by the web page and the server: `@arenabet/domain/betting/index`. */

export * from './advance.ts';
export * from './bet-builder.ts';
export * from './cash-out.ts';
export * from './combinations.ts';
export * from './coupon-kinds.ts';
export * from './coupon-rules.ts';
export * from './coupon-shape.ts';
export * from './duel.ts';
export * from './express-extras.ts';
export * from './goal-model.ts';
export * from './insurance.ts';
export * from './markets.ts';
export * from './odds.ts';
export * from './possible-win.ts';
export * from './settlement.ts';
export * from './taxes.ts';
export * from './vip-bets.ts';
