/* The betting maths, shared by the web page and the server: `@arenabet/domain/betting/index`. */
export * from './combinations.ts';
export * from './coupon-kinds.ts';
export * from './coupon-rules.ts';
export * from './coupon-shape.ts';
export * from './odds.ts';
export * from './possible-win.ts';
export * from './settlement.ts';
export * from './taxes.ts';
