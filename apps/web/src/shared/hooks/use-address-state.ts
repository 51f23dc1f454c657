import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state kept in the address's query string, so a reload or a shared link opens the
 * same view. A change replaces the history entry rather than adding one: Back leaves the page
 * instead of stepping through every filter the visitor tried.
 *
 * The router applies a new address a moment later, not within the click; until then the state
 * chosen is kept here, or a checkbox would spring back for a frame and a fast second change would
 * start from the old state. A new address (ours landing, Back, a link) wins again.
 */
export function useAddressState<V>(
  read: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [state, setState] = useState(() => ({ address, view: read(params) }));
  let current = state;
  if (state.address !== address) {
    current = { address, view: read(params) };
    setState(current);
  }
  const setView = useCallback(
    (next: V) => {
      setState((previous) => ({ ...previous, view: next }));
      setParams(write(next), { replace: true, preventScrollReset: true });
    },
    [setParams, write],
  );
  return [current.view, setView];
}
