import { VIRTUAL_LIST_BUFFER_PX, VIRTUAL_LIST_RENDERED_ITEMS } from '@arenabet/domain';
import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { VirtualListProps } from './virtual-list.tsx';

/** At most the spec's rendered-items limit, even on a very tall screen. */
function limitedRange(range: Range): number[] {
  return defaultRangeExtractor(range).slice(0, VIRTUAL_LIST_RENDERED_ITEMS);
}

/**
 * A long list in the page's own scroll: only the rows in view, plus the spec's 200 px buffer
 * above and below, are in the document. Rows may differ in height (headers, games).
 */
export function WindowedList<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  className,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const firstSize = items[0] ? estimateSize(items[0]) : 60;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateSize(items[index] as T),
    getItemKey: (index) => getKey(items[index] as T, index),
    overscan: Math.ceil(VIRTUAL_LIST_BUFFER_PX / firstSize),
    rangeExtractor: limitedRange,
    scrollMargin,
    measureElement: drawnSize,
  });
  return (
    <div
      ref={listRef}
      className={className}
      style={{ position: 'relative', blockSize: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            insetBlockStart: 0,
            insetInlineStart: 0,
            inlineSize: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {renderItem(items[row.index] as T, row.index)}
        </div>
      ))}
    </div>
  );
}

/**
 * A row's height as the resize observer reports it once the row is laid out. The virtualiser's
 * own measure reads `offsetHeight` as each row is attached, which lays the page out inside
 * React's commit, once for every row drawn: on a phone's first screen that was the longest task
 * before the list could paint. Until then a row keeps its size known or guessed.
 */
function drawnSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  const known = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index));
  return known ?? virtualizer.options.estimateSize(index);
}

/**
 * Where the element starts in the document, in px, once it is laid out: told by an intersection
 * observer after the browser's own layout, so reading it forces none (0 until then).
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
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
