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

/**
 * The virtualiser's code. It is only for long lists, which the home page does not show: the
 * screens that show one fetch it with their own code (`LINE_SCREENS`), so it is there when their
 * list arrives; any other list fetches it when first long.
 */
export const loadWindowedList = () =>
  import('./windowed-list.tsx').then((module) => {
    loaded = module.WindowedList;
    return module;
  });

type WindowedListType = <T>(props: VirtualListProps<T>) => ReactNode;

/** Once fetched, drawn at once: through `lazy` it would suspend once more and draw twice. */
let loaded: WindowedListType | undefined;

const LazyWindowedList = lazy(() =>
  loadWindowedList().then((module) => ({ default: module.WindowedList })),
) as WindowedListType;

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
  if (loaded) {
    const WindowedList = loaded;
    return <WindowedList {...props} />;
  }
  return (
    <Suspense fallback={<FirstRows {...props} />}>
      <LazyWindowedList {...props} />
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
