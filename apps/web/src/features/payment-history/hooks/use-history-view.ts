import { useAddressState } from '../../../shared/hooks/use-address-state.ts';
import { type HistoryView, readHistoryView, writeHistoryView } from '../lib/history-view.ts';

/** The history's view, read from and written to the address's query string. */
export function useHistoryView(): [HistoryView, (view: HistoryView) => void] {
  return useAddressState(readHistoryView, writeHistoryView);
}
