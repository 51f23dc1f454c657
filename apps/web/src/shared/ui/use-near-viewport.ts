import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. A part of
 * a page far below the first screen waits with its request and its rendering until the visitor
 * scrolls towards it, so a phone spends its first seconds on what it shows. Where the browser
 * cannot tell (no IntersectionObserver), the part loads at once.
 */
export function useNearViewport<E extends Element>(margin = '50%'): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
