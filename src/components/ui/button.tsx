// A call to action that is a link or a button by what it does: `to` renders a Gatsby Link (a site
// page), `href` an <a> (another site, a file, mail, phone), neither a <button type="button">.
// Variants: primary (orange, the main action of a screen), secondary (navy), ghost (outlined),
// ghost-inverse (outlined, on the brand navy). Sizes sm and md; an optional lucide icon at either end.
import React from 'react';
import { Link } from 'gatsby';
import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'ghost-inverse';
export type ButtonSize = 'sm' | 'md';

/** Where the control leads: a site page, another address, or an action on this page. */
export type ButtonTarget =
  | { to: string; href?: never; onClick?: React.MouseEventHandler<HTMLAnchorElement>; type?: never; disabled?: never }
  | { href: string; to?: never; onClick?: React.MouseEventHandler<HTMLAnchorElement>; type?: never; disabled?: never }
  | {
      to?: never;
      href?: never;
      onClick?: React.MouseEventHandler<HTMLButtonElement>;
      /** `submit` only inside a form; `button` otherwise. */
      type?: 'button' | 'submit';
      disabled?: boolean;
    };

export type ButtonProps = ButtonTarget & {
  children: React.ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A lucide icon before the label (decorative: the label names the control). */
  iconStart?: LucideIcon;
  /** A lucide icon after the label (an arrow for "go on"). */
  iconEnd?: LucideIcon;
  /** Takes the whole width of its container (phones, stacked actions). */
  block?: boolean;
  /** The link's relation, for an `href` to another site ("noopener"). */
  rel?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  /** On a button whose action is under way (disabled meanwhile): the cursor says so. */
  'aria-busy'?: boolean;
};

const VARIANTS: Record<ButtonVariant, string> = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
  'ghost-inverse': styles.ghostInverse,
};

export const buttonClassName = ({ variant = 'primary', size = 'md', block = false, className }: Partial<ButtonProps>) =>
  cx(styles.button, VARIANTS[variant], size === 'sm' ? styles.sm : styles.md, block && styles.block, className);

export const Button = (props: ButtonProps) => {
  const {
    children,
    variant,
    size,
    iconStart: IconStart,
    iconEnd: IconEnd,
    block,
    className,
    to,
    href,
    onClick,
    type,
    disabled,
    rel,
    ...aria
  } = props;
  const classes = buttonClassName({ variant, size, block, className });
  const content = (
    <>
      {IconStart ? <IconStart className={styles.icon} aria-hidden="true" focusable="false" /> : null}
      <span className={styles.label}>{children}</span>
      {IconEnd ? <IconEnd className={cx(styles.icon, styles.iconEnd)} aria-hidden="true" focusable="false" /> : null}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} onClick={onClick as React.MouseEventHandler<HTMLAnchorElement>} {...aria}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} rel={rel} className={classes} onClick={onClick as React.MouseEventHandler<HTMLAnchorElement>} {...aria}>
        {content}
      </a>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      onClick={onClick as React.MouseEventHandler<HTMLButtonElement>}
      disabled={disabled}
      {...aria}
    >
      {content}
    </button>
  );
};
