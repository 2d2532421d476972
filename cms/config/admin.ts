import type { Modules, UID } from '@strapi/strapi';
import { previewUrlOf } from '../src/utils/preview-url';

interface PreviewParams {
  documentId: string;
  locale?: string | null;
  status?: string;
}

export default ({ env }) => {
  // The site `npm run preview` serves (the latest drafts, refreshed on every change). The admin shows
  // it in its preview panel: its origin is added to the CSP frame-src by Strapi.
  const previewSiteUrl = env('SITE_PREVIEW_URL', 'http://127.0.0.1:8000');

  return {
    // The test stage runs the CMS without its admin panel: nothing there needs it.
    serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
    },
    apiToken: {
      salt: env('API_TOKEN_SALT'),
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT'),
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY'),
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
    preview: {
      enabled: env.bool('CMS_PREVIEW', true),
      config: {
        allowedOrigins: [new URL(previewSiteUrl).origin],
        // The preview site shows drafts only, so the path is the draft's (its slug may differ from
        // the published version's), whichever tab the editor is on.
        handler: (uid: string, { documentId, locale }: PreviewParams) =>
          previewUrlOf({
            siteUrl: previewSiteUrl,
            uid,
            locale,
            // The field names come from the table of pages in preview-url.ts, per type.
            findEntry: (fields) =>
              strapi.documents(uid as UID.ContentType).findOne({
                documentId,
                locale: locale ?? undefined,
                status: 'draft',
                fields: fields as Modules.Documents.Params.Fields.Any<UID.ContentType>,
              }),
          }),
      },
    },
  };
};
