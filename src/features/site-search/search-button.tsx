// The button that opens the site search, in the desktop bar, the phone bar and the sidebar. It
// loads nothing itself: the dialog's code comes when it is pressed (or hovered, a moment before).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { loadSearchDialog } from './lazy-search-dialog';
import { useOpenSearch } from './search-state';

interface SearchButtonProps {
  className?: string;
  /** The label for the eyes too (the sidebar); otherwise for screen readers only, the icon shown. */
  showLabel?: boolean;
  iconSize?: number;
  /** Before the dialog opens (the sidebar closes itself). */
  onOpen?: () => void;
}

const preload = () => void loadSearchDialog().catch(() => undefined);

export const SearchButton = ({ className, showLabel, iconSize = 20, onOpen }: SearchButtonProps) => {
  const { t } = useTranslation('common');
  const openSearch = useOpenSearch();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={showLabel ? undefined : t('search.open')}
      data-search-button=""
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        onOpen?.();
        openSearch();
      }}
    >
      <Search aria-hidden="true" size={iconSize} strokeWidth={2.25} />
      {showLabel && t('search.open')}
    </button>
  );
};
