import { statisticsFrameHeight } from '@arenabet/domain';
import { type RefObject, useEffect } from 'react';
import { useStatisticsFrame } from './use-statistics-frame.ts';

/**
 * Tells the host the page's height whenever it changes (a tab opens, a block folds, data
 * arrives), so an iframe can be sized to its content without a scroll bar of its own.
 */
export function useFrameHeight(ref: RefObject<HTMLElement | null>): void {
  const { bridge, params } = useStatisticsFrame();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let reported = 0;
    const report = () => {
      const height = statisticsFrameHeight(element.getBoundingClientRect().height, params.mh);
      if (height === reported) return;
      reported = height;
      bridge.post({ type: 'height', height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [ref, bridge, params.mh]);
}
