import { describe, expect, it } from 'vitest';
import { historyRequest, periodRange } from './history-request.ts';
import {
  DEFAULT_HISTORY_VIEW,
  type HistoryView,
  isFiltered,
  readHistoryView,
  withoutFilters,
  writeHistoryView,
} from './history-view.ts';

const read = (query: string) => readHistoryView(new URLSearchParams(query));
const NOW = new Date('2025-03-10T22:30:00Z');

describe('readHistoryView', () => {
  it('reads an empty query as the whole history of the main account', () => {
    expect(read('')).toEqual(DEFAULT_HISTORY_VIEW);
  });

  it('reads every filter back from the address', () => {
    expect(
      read(
        'account=7&period=custom&from=2025-01-01&to=2025-01-31&type=deposit&status=success&archive=1',
      ),
    ).toEqual({
      accountId: 7,
      period: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
      direction: 'deposit',
      status: 'success',
      includeArchive: true,
    });
  });

  it('reads a value that is not ours as the default instead of failing', () => {
    expect(read('account=-1&period=year&type=bonus&status=won&archive=yes')).toEqual(
      DEFAULT_HISTORY_VIEW,
    );
    expect(read('account=1e3').accountId).toBeNull();
    expect(read('account=99999999999999999').accountId).toBeNull();
  });

  it('keeps dates only for a custom period, and only real days', () => {
    expect(read('period=7d&from=2025-01-01').from).toBeNull();
    expect(read('period=custom&from=2025-02-30&to=2025-13-01')).toMatchObject({
      from: null,
      to: null,
    });
  });
});

describe('writeHistoryView', () => {
  it('leaves defaults out, so the plain history has a plain address', () => {
    expect(writeHistoryView(DEFAULT_HISTORY_VIEW).toString()).toBe('');
  });

  it('gives back what readHistoryView reads', () => {
    const view: HistoryView = {
      accountId: 12,
      period: 'custom',
      from: '2024-12-01',
      to: null,
      direction: 'withdrawal',
      status: 'pending',
      includeArchive: true,
    };
    expect(readHistoryView(writeHistoryView(view))).toEqual(view);
  });

  it('drops dates left over from a custom period', () => {
    const view = { ...DEFAULT_HISTORY_VIEW, period: '30d' as const, from: '2025-01-01' };
    expect(writeHistoryView(view).toString()).toBe('period=30d');
  });
});

describe('isFiltered and withoutFilters', () => {
  it('counts filters but not the account tab', () => {
    expect(isFiltered({ ...DEFAULT_HISTORY_VIEW, accountId: 3 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_HISTORY_VIEW, status: 'failed' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_HISTORY_VIEW, includeArchive: true })).toBe(true);
    const filtered = read('account=3&type=deposit&period=today');
    expect(withoutFilters(filtered)).toEqual({ ...DEFAULT_HISTORY_VIEW, accountId: 3 });
  });
});

describe('periodRange', () => {
  it('counts the presets in UTC days, today included', () => {
    expect(periodRange({ period: 'today', from: null, to: null }, NOW)).toEqual({
      date_from: '2025-03-10',
      date_to: '2025-03-10',
    });
    expect(periodRange({ period: '7d', from: null, to: null }, NOW)).toEqual({
      date_from: '2025-03-04',
      date_to: '2025-03-10',
    });
    expect(periodRange({ period: '30d', from: null, to: null }, NOW)).toEqual({
      date_from: '2025-02-09',
      date_to: '2025-03-10',
    });
  });

  it('has no dates for the whole history, and open ends for a half-given range', () => {
    expect(periodRange({ period: 'all', from: null, to: null }, NOW)).toEqual({});
    expect(periodRange({ period: 'custom', from: '2025-01-05', to: null }, NOW)).toEqual({
      date_from: '2025-01-05',
    });
  });

  it('reads a backwards range the right way round', () => {
    expect(periodRange({ period: 'custom', from: '2025-02-01', to: '2025-01-01' }, NOW)).toEqual({
      date_from: '2025-01-01',
      date_to: '2025-02-01',
    });
  });
});

describe('historyRequest', () => {
  it('sends only the filters that are set, and the account for a currency account', () => {
    expect(historyRequest(DEFAULT_HISTORY_VIEW, NOW)).toEqual({ is_include_archive: false });
    expect(historyRequest(read('account=4&type=withdrawal&status=failed&archive=1'), NOW)).toEqual({
      is_include_archive: true,
      direction: 'withdrawal',
      status: 'failed',
      account_id: 4,
    });
  });
});
