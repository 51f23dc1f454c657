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

  it('holds chunks of data to their own budget', () => {
    const withData = [...chunks, { fileName: 'assets/ru-x1.js', isEntry: false, imports: [] }];
    const dataSizes = new Map([...sizes, ['assets/ru-x1.js', 12_000]]);
    const budget = { initialBytes: 200_000, chunkBytes: 10_000 };
    const dataChunks = { match: /\/ru-[\w-]+\.js$/, bytes: 12_000 };
    expect(checkSizeBudget(withData, dataSizes, { ...budget, dataChunks }).failures).toEqual([]);
    const tighter = { ...dataChunks, bytes: 11_999 };
    expect(
      checkSizeBudget(withData, dataSizes, { ...budget, dataChunks: tighter }).failures,
    ).toEqual(['assets/ru-x1.js is 11.7 KB, over the budget of 11.7 KB for a chunk of data']);
    // Without the data budget, the dictionary is held to the code's.
    expect(checkSizeBudget(withData, dataSizes, budget).failures).toHaveLength(1);
  });

  it('fails when a chunk loaded on demand passes its own budget', () => {
    const report = checkSizeBudget(chunks, sizes, { initialBytes: 200_000, chunkBytes: 8_999 });
    expect(report.failures).toEqual([
      'assets/office-page.js is 8.8 KB, over the budget of 8.8 KB for a chunk loaded on demand',
    ]);
  });
});
