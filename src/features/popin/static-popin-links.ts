// The calls to action inside server HTML that React does not hydrate (components/ui/static-html.tsx)
// have no click handler of their own: PopinLink's markup is a link to the action's
// page that says it opens a dialog. One listener on the document opens the pop-in for them, as
// PopinLink's own handler does once hydrated; the action is read back from the link's address.
import { useEffect } from 'react';
import { CRM_ACTIONS, type CrmAction } from '@/lib/crm-actions';
import { LANGUAGES, localize } from '@/lib/routes';
import { listenToClicksBeforeReact, plainClickOnStaticAnchor } from '@/lib/static-html-click';
import { POPIN_FALLBACK_ROUTES } from './cta-links';
import { useOpenPopin } from './use-open-popin';

const actionByPath = new Map<string, CrmAction>(
  CRM_ACTIONS.flatMap((action) => LANGUAGES.map((language) => [localize(language, POPIN_FALLBACK_ROUTES[action]), action] as const)),
);

/** The action of a click on a static call to action, or null when the click is not one. */
export const staticPopinAction = (event: MouseEvent): CrmAction | null => {
  const anchor = plainClickOnStaticAnchor(event, 'a[aria-haspopup="dialog"]');
  return anchor ? (actionByPath.get(anchor.pathname) ?? null) : null;
};

export const useStaticPopinLinks = () => {
  const open = useOpenPopin();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const action = staticPopinAction(event);
      if (!action) return;
      event.preventDefault();
      open(action);
    };
    return listenToClicksBeforeReact(onClick);
  }, [open]);
};
