/**
 * Advisory lock key of settlement (the feed's source lock is another): settlement takes it
 * exclusively; a sale, a cover or an advance shares it, so none of them overlaps a settlement.
 */
export const SETTLEMENT_LOCK_KEY = 0x5e771e;
