// The round × that closes a dialog (the pop-in, the filter sheet): a 44 px target named by its
// label, the icon for the eyes only.
import React from 'react';
import { X } from 'lucide-react';
import { cx } from './cx';
import * as styles from './close-button.module.css';

export const CloseButton = ({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) => (
  <button type="button" className={cx(styles.close, className)} onClick={onClick} aria-label={label}>
    <X aria-hidden="true" size={22} strokeWidth={2.25} />
  </button>
);
