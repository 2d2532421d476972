// The filter sheet's keyboard behaviour while it is open (filter-form.tsx): focus kept inside,
// Escape closes, focus back on the bar's button after. Loaded with the first opening, so that
// the list pages' first load does not carry the focus trap for a sheet most visitors never open.
import type { RefObject } from 'react';
import { useEscape } from '@/components/ui/use-escape';
import { useFocusTrap } from '@/components/ui/use-focus-trap';

const SheetFocus = ({ sheetRef, onClose }: { sheetRef: RefObject<HTMLElement>; onClose: () => void }) => {
  useFocusTrap(sheetRef, true);
  useEscape(true, onClose);
  return null;
};

export default SheetFocus;
