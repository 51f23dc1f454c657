export * from './payment-limits.ts';
export * from './payment-settings.ts';
export * from './payout-details.ts';
export * from './round-figures.ts';
