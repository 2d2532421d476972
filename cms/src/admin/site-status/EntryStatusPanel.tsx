// The "On the site" panel of the content manager's edit view (registered in src/admin/app.tsx):
// where the entry's last change stands on the live site.
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Typography } from '@strapi/design-system';
import { message } from './messages';
import { EntryStatusView } from './SiteStatusViews';
import type { EntrySiteStatus } from './types';
import { useSiteStatus } from './useSiteStatus';

interface EntryStatusProps {
  uid: string;
  documentId: string;
  locale: string | null;
  updatedAt: string | null;
}

const EntryStatus = ({ uid, documentId, locale, updatedAt }: EntryStatusProps) => {
  const { formatMessage } = useIntl();
  const { status, readAt, error } = useSiteStatus<EntrySiteStatus>(
    '/esnum/site-status/entry',
    { uid, documentId, ...(locale ? { locale } : {}) },
    updatedAt ?? undefined,
  );
  if (error) return <Typography variant="omega">{error}</Typography>;
  if (!status) return <Typography variant="omega">{formatMessage(message('status.loading'))}</Typography>;
  return <EntryStatusView status={status} now={readAt} />;
};

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { documentId?: string; locale?: string | null; updatedAt?: string | null } | null;
}

/**
 * A content manager side panel: a title and a content, or null (an entry not yet saved). Strapi
 * calls it inside a component of its own, so it may use hooks.
 */
export const EntryStatusPanel = ({ model, documentId, document }: PanelProps) => {
  const { formatMessage } = useIntl();
  const id = documentId ?? document?.documentId;
  if (!model.startsWith('api::') || !id) return null;
  return {
    title: formatMessage(message('panel.title')),
    content: <EntryStatus uid={model} documentId={id} locale={document?.locale ?? null} updatedAt={document?.updatedAt ?? null} />,
  };
};
