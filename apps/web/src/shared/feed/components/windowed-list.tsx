import { VIRTUAL_LIST_BUFFER_PX, VIRTUAL_LIST_RENDERED_ITEMS } from '@arenabet/domain';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { VirtualListProps } from './virtual-list.tsx';
import { drawnSize, useDocumentTop, useWindowAsDrawn } from './windowed-list-layout.ts';

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
  const windowOptions = useWindowAsDrawn();
  const firstSize = items[0] ? estimateSize(items[0]) : 60;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateSize(items[index] as T),
    getItemKey: (index) => getKey(items[index] as T, index),
    overscan: Math.ceil(VIRTUAL_LIST_BUFFER_PX / firstSize),
    rangeExtractor: limitedRange,
    scrollMargin,
    measureElement: drawnSize,
    ...windowOptions,
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
