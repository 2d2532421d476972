// A native text field in the site's look: the border, height and hover of the other controls
// (Select). Everything else is the browser's own. <TextInput id="postcode" name="pres" … />
import React from 'react';
import { cx } from './cx';
import * as styles from './text-input.module.css';

export const TextInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = 'text', ...props }, ref) => <input ref={ref} type={type} className={cx(styles.input, className)} {...props} />,
);
TextInput.displayName = 'TextInput';
