import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type HistoryView, readHistoryView, writeHistoryView } from '../lib/history-view.ts';

/**
 * The history's view, read from and written to the address's query string. Changing a filter
 * replaces the history entry rather than adding one: Back leaves the page instead of stepping
 * through every filter the player tried.
 *
 * The router applies a new address a moment later, not within the click; until then the view the
 * player chose is kept here, or a checkbox would spring back for a frame and a fast second change
 * would start from the old filters. A new address (ours landing, Back, a link) wins again.
 */
export function useHistoryView(): [HistoryView, (view: HistoryView) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [state, setState] = useState(() => ({ address, view: readHistoryView(params) }));
  let current = state;
  if (state.address !== address) {
    current = { address, view: readHistoryView(params) };
    setState(current);
  }
  const setView = useCallback(
    (next: HistoryView) => {
      setState((previous) => ({ ...previous, view: next }));
      setParams(writeHistoryView(next), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [current.view, setView];
}
