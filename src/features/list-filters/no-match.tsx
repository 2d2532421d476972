// What a filtered list shows when nothing matches: the list's own title and hint, and the button
// that clears the filters, in the filter form's words, so a visitor is never left on an empty page.
// <NoMatch icon={Briefcase} title="Aucune offre" hint="Retirez un filtre." onReset={reset} />
import React from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, SearchX, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

interface NoMatchProps {
  title: React.ReactNode;
  hint?: React.ReactNode;
  /** A "no result" magnifier by default. */
  icon?: LucideIcon;
  /** Clears the filters; without it (no filter applied) the empty state offers no button. */
  onReset?: () => void;
}

export const NoMatch = ({ title, hint, icon = SearchX, onReset }: NoMatchProps) => {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={hint}
      action={
        onReset ? (
          <Button variant="secondary" onClick={onReset} iconStart={RotateCcw}>
            {t('filters.reset')}
          </Button>
        ) : undefined
      }
    />
  );
};
