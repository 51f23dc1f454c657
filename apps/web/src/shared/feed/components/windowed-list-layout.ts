import { type Virtualizer, windowScroll } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useState } from 'react';

/*
 * A windowed list that lets the browser lay the page out once before it paints. The
 * virtualiser's own ways read the layout inside React's commit, just after the commit changed the
 * page: each row's `offsetHeight` as it is attached, the window's size and scroll, a scroll of
 * the window to where it already is, and the list's place in a layout effect whose state change
 * drew the list again. Each read laid the changed page out at once, and the browser laid it out
 * again before painting: on a phone's first screen, the longest task before the list showed.
 * Here each of them is read before the commit or told by an observer after the browser's layout.
 */

type WindowVirtualizer = Virtualizer<Window, Element>;

/**
 * A row's height as the resize observer reports it once the row is laid out; until then the row
 * keeps its size known or guessed. Rows are placed by `transform` relative to the list, so the
 * correction moves nothing the layout-shift score counts.
 */
export function drawnSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: WindowVirtualizer,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  const known = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index));
  return known ?? virtualizer.options.estimateSize(index);
}

/**
 * Where the element starts in the document, in px, once it is laid out: told by an intersection
 * observer after the browser's own layout (0 until then).
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setTop(entry.boundingClientRect.top + window.scrollY);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * The virtualiser's window options: the window's size and scroll as they were when the list was
 * first drawn (read while React renders, before the commit changes the page), then as the window
 * reports them; and its scroll, less the first write, which only restores where it was then.
 */
export function useWindowAsDrawn() {
  const [options] = useState(windowOptions);
  return options;
}

function windowOptions() {
  const initialOffset = window.scrollY;
  let restored = false;
  return {
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset,
    observeElementRect: observeWindowResize,
    scrollToFn(
      offset: number,
      options: { adjustments?: number; behavior?: ScrollBehavior },
      virtualizer: WindowVirtualizer,
    ) {
      const firstWrite = !restored;
      restored = true;
      const target = offset + (options.adjustments ?? 0);
      if (firstWrite && target === initialOffset) return;
      windowScroll(offset, options, virtualizer);
    },
  };
}

/** The window's size as it changes; until then the virtualiser keeps `initialRect`. */
function observeWindowResize(
  virtualizer: WindowVirtualizer,
  onResize: (rect: { width: number; height: number }) => void,
): () => void {
  const target = virtualizer.scrollElement ?? window;
  const report = () => onResize({ width: target.innerWidth, height: target.innerHeight });
  target.addEventListener('resize', report, { passive: true });
  return () => target.removeEventListener('resize', report);
}
