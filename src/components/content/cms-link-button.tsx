// A call to action whose address comes from the CMS, drawn as a Button: a site path goes through
// Gatsby's Link, a web or mail address is a plain anchor, and an address the link policy refuses
// (javascript:, data:) draws nothing rather than a control that leads nowhere.
import React from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { isSafeHref } from '@/lib/safe-url';
import type { LucideIcon } from 'lucide-react';

interface CmsLinkButtonProps {
  url: string | null | undefined;
  children: React.ReactNode;
  variant?: ButtonVariant;
  iconEnd?: LucideIcon;
}

export const CmsLinkButton = ({ url, children, variant = 'primary', iconEnd }: CmsLinkButtonProps) => {
  if (!isSafeHref(url)) return null;
  const target = url.startsWith('/') ? { to: url } : { href: url };
  return (
    <Button {...target} variant={variant} iconEnd={iconEnd}>
      {children}
    </Button>
  );
};
