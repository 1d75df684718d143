import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a task now, or, while a pointer is pressed, once the press has ended and its click has landed.
 * A field validated on blur shows its message after the click that moved the focus, so the message
 * cannot shift the layout under the pointer and lose that click (the terms box stayed unticked).
 */
export function useAfterPress(): (task: () => void) => void {
  const pressing = useRef(false);
  const pending = useRef<Array<() => void>>([]);

  useEffect(() => {
    const press = () => {
      pressing.current = true;
    };
    // The click follows the pointerup in the same turn: a timer runs after it.
    const release = () => {
      pressing.current = false;
      window.setTimeout(() => {
        for (const task of pending.current.splice(0)) task();
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

  return useCallback((task: () => void) => {
    if (pressing.current) pending.current.push(task);
    else task();
  }, []);
}
