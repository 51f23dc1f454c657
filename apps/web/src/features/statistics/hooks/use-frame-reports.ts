import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useStatisticsFrame } from './use-statistics-frame.ts';

const MOVES = { PUSH: 'push', REPLACE: 'replace', POP: 'pop' } as const;

/** Every move inside the frame, so the host can mirror it in its own address. */
export function useFrameHistory(): void {
  const { bridge } = useStatisticsFrame();
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    bridge.post({
      type: 'history',
      move: MOVES[navigationType],
      path: location.pathname + location.search,
    });
  }, [bridge, location.pathname, location.search, navigationType]);
}

/** The page's title, in the window's bar and told to the host for its own. */
export function useFrameTitle(title: string): void {
  const { bridge } = useStatisticsFrame();
  useEffect(() => {
    if (!title) return;
    document.title = title;
    bridge.post({ type: 'title', title });
  }, [bridge, title]);
}
