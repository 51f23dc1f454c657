import { useCallback, useEffect, useRef } from 'react';

/**
 * Holds work while a pointer button is down and runs it once the click has landed. Leaving a
 * field by clicking the next one blurs it on pointer-down; an error shown at that moment would
 * push the fields below it down, and the click would land on whatever moved under the pointer.
 */
export function useAfterPointerRelease(): (work: () => void) => void {
  const pressed = useRef(false);
  const held = useRef<(() => void)[]>([]);

  useEffect(() => {
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      // The click fires after pointer-up: run the held work after it, in the next task.
      setTimeout(() => {
        for (const work of held.current.splice(0)) work();
      }, 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);

  return useCallback((work: () => void) => {
    if (pressed.current) held.current.push(work);
    else work();
  }, []);
}
