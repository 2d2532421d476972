// The calls to action inside server HTML that React does not hydrate (components/ui/static-html.tsx)
// have no click handler of their own: PopinLink's markup is a link to the action's
// page that says it opens a dialog. One listener on the document opens the pop-in for them, as
// PopinLink's own handler does once hydrated; the action is read back from the link's address, and
// the campuses it offers from its data-campuses (a programme's).
import { useEffect } from 'react';
import { CRM_ACTIONS, type CrmAction } from '@/lib/crm-actions';
import { LANGUAGES, localize } from '@/lib/routes';
import { listenToClicksBeforeReact, plainClickOnStaticAnchor } from '@/lib/static-html-click';
import { POPIN_FALLBACK_ROUTES } from './cta-links';
import { useOpenPopin } from './use-open-popin';

const actionByPath = new Map<string, CrmAction>(
  CRM_ACTIONS.flatMap((action) => LANGUAGES.map((language) => [localize(language, POPIN_FALLBACK_ROUTES[action]), action] as const)),
);

/** The action of a click on a static call to action and the campuses it offers, or null when the click is not one. */
export const staticPopinAction = (event: MouseEvent): { action: CrmAction; campuses: string[] | null } | null => {
  const anchor = plainClickOnStaticAnchor(event, 'a[aria-haspopup="dialog"]');
  const action = anchor && actionByPath.get(anchor.pathname);
  return action ? { action, campuses: anchor.dataset.campuses?.split(' ') ?? null } : null;
};

export const useStaticPopinLinks = () => {
  const open = useOpenPopin();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const request = staticPopinAction(event);
      if (!request) return;
      event.preventDefault();
      open(request.action, '', request.campuses);
    };
    return listenToClicksBeforeReact(onClick);
  }, [open]);
};
