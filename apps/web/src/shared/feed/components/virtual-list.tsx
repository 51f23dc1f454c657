import { VIRTUAL_LIST_RENDERED_ITEMS } from '@arenabet/domain';
import { type Key, lazy, type ReactNode, Suspense } from 'react';

/** Below this many rows everything is rendered: virtualising a short list only costs. */
const VIRTUALIZE_FROM = 80;

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey(item: T, index: number): Key;
  /** A first guess of a row's height in px; rows are measured once drawn. */
  estimateSize(item: T): number;
  renderItem(item: T, index: number): ReactNode;
  className?: string;
}

// The virtualiser is only for long lists, which the home page does not show: its code comes
// with the first long list.
const WindowedList = lazy(() =>
  import('./windowed-list.tsx').then((module) => ({ default: module.WindowedList })),
) as <T>(props: VirtualListProps<T>) => ReactNode;

/** A list of rows, windowed once it is long (see `WindowedList`). */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (props.items.length < VIRTUALIZE_FROM) {
    return (
      <div className={props.className}>
        {props.items.map((item, index) => (
          <div key={props.getKey(item, index)}>{props.renderItem(item, index)}</div>
        ))}
      </div>
    );
  }
  return (
    <Suspense fallback={<FirstRows {...props} />}>
      <WindowedList {...props} />
    </Suspense>
  );
}

/**
 * While the virtualiser's code loads: the first rows, in a box as tall as the windowed list will
 * be, so nothing below it moves when it takes over.
 */
function FirstRows<T>({ items, getKey, estimateSize, renderItem, className }: VirtualListProps<T>) {
  const height = items.reduce((sum, item) => sum + estimateSize(item), 0);
  return (
    <div className={className} style={{ blockSize: height, overflow: 'hidden' }}>
      {items.slice(0, VIRTUAL_LIST_RENDERED_ITEMS).map((item, index) => (
        <div key={getKey(item, index)}>{renderItem(item, index)}</div>
      ))}
    </div>
  );
}
