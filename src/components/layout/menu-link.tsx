// A link from CMS content: site paths go through Gatsby's Link (prefetching), web links open as
// plain anchors, anything else is shown as text.
import React from 'react';
import { Link } from 'gatsby';
import { isExternalHref, isSafeHref } from '@/lib/safe-url';

export const MenuLink = ({ url, children }: { url: string | null | undefined; children: React.ReactNode }) => {
  if (!isSafeHref(url)) return <span>{children}</span>;
  if (url.startsWith('/')) return <Link to={url}>{children}</Link>;
  return isExternalHref(url) ? (
    <a href={url} rel="noopener">
      {children}
    </a>
  ) : (
    <a href={url}>{children}</a>
  );
};
