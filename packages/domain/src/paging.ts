import { PAGING_STEP } from './constants.ts';

/** Pages load cumulatively: page n asks for the first 50 x n items. */
export function pagingLimit(page: number): number {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a page number: ${page}`);
  return PAGING_STEP * page;
}
