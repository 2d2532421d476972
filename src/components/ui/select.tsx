// A native select in the site's look: the system arrow replaced by the brand's chevron, the
// field's border and focus ring of the other controls. Everything else is the browser's own list,
// keyboard and forms behaviour. <Select id="campus" value={…} onChange={…}>…</Select>
import React from 'react';
import { cx } from './cx';
import * as styles from './select.module.css';

export const Select = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(({ className, ...props }, ref) => (
  <select ref={ref} className={cx(styles.select, className)} {...props} />
));
Select.displayName = 'Select';
