import { describe, expect, it } from 'vitest';
import {
  type BudgetChunk,
  budgetFailureMessage,
  checkSizeBudget,
  initialFiles,
} from './size-budget.ts';

const chunks: BudgetChunk[] = [
  { fileName: 'assets/index.js', isEntry: true, imports: ['assets/react.js', 'assets/vendor.js'] },
  { fileName: 'assets/react.js', isEntry: false, imports: [] },
  { fileName: 'assets/vendor.js', isEntry: false, imports: ['assets/react.js'] },
  // A route's screen, loaded with import(): it imports the entry's chunks, which are there.
  { fileName: 'assets/office-page.js', isEntry: false, imports: ['assets/index.js'] },
];
const sizes = new Map([
  ['assets/index.js', 60_000],
  ['assets/react.js', 80_000],
  ['assets/vendor.js', 30_000],
  ['assets/office-page.js', 9_000],
]);

describe('the size budget', () => {
  it('counts the entry and what it imports statically, each once, as the first load', () => {
    expect(initialFiles(chunks).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
    const report = checkSizeBudget(chunks, sizes, { initialBytes: 170_000, chunkBytes: 10_000 });
    expect(report.initial.bytes).toBe(170_000);
    expect(report.failures).toEqual([]);
  });

  it('fails when the first load passes its budget, naming its files largest first', () => {
    const report = checkSizeBudget(chunks, sizes, { initialBytes: 169_999, chunkBytes: 10_000 });
    expect(report.failures).toHaveLength(1);
    const message = budgetFailureMessage(report);
    expect(message).toContain("the home page's initial JavaScript is 166.0 KB");
    expect(message).toContain('over its budget of 166.0 KB');
    expect(message.indexOf('assets/react.js')).toBeLessThan(message.indexOf('assets/index.js'));
    expect(message).toContain('import()');
  });

  it('fails when a chunk loaded on demand passes its own budget', () => {
    const report = checkSizeBudget(chunks, sizes, { initialBytes: 200_000, chunkBytes: 8_999 });
    expect(report.failures).toEqual([
      'assets/office-page.js is 8.8 KB, over the budget of 8.8 KB for a chunk loaded on demand',
    ]);
  });
});
