// Calls `onEscape` when Escape is pressed while `active`.
import { useEffect } from 'react';

export const useEscape = (active: boolean, onEscape: () => void) => {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape]);
};
