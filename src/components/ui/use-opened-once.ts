import { useEffect, useState } from 'react';

/**
 * Whether something (a dialog) is open or has been opened: a lazily loaded dialog stays mounted
 * once it has been shown, so that closing it keeps its state and its exit, as an eager one would.
 */
export const useOpenedOnce = (open: boolean) => {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return open || opened;
};
