// The webhook that tells the site's rebuild service (server/rebuild) about every change: entries
// created, updated, published, unpublished or deleted, and the media changes the site can show
// (media-rebuilds.ts). It is (re)written at each start from SITE_REBUILD_URL and
// SITE_REBUILD_SECRET, so `npm start` can give a fresh secret each run; without SITE_REBUILD_URL an
// existing one is disabled (a CMS started alone rebuilds nothing).
import type { Core } from '@strapi/strapi';
import { registerMediaRebuilds } from './media-rebuilds';

export const SITE_REBUILD_WEBHOOK_NAME = 'ESNUM site rebuild';

interface Webhook {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

export const ensureSiteRebuildWebhook = async (strapi: Core.Strapi) => {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const url = process.env.SITE_REBUILD_URL;
  const secret = process.env.SITE_REBUILD_SECRET;
  const existing = ((await store.findWebhooks()) as Webhook[]).find((webhook) => webhook.name === SITE_REBUILD_WEBHOOK_NAME);

  if (!url) {
    if (existing?.isEnabled) {
      const disabled = await store.updateWebhook(existing.id, { ...existing, isEnabled: false });
      runner.remove(disabled);
      strapi.log.info('[esnum] site rebuild webhook disabled (no SITE_REBUILD_URL)');
    }
    return;
  }
  if (!secret) throw new Error('SITE_REBUILD_URL is set without SITE_REBUILD_SECRET: the rebuild service would refuse every call.');

  // Every event of the entries; the media ones are sent by media-rebuilds.ts when they matter.
  const events: string[] = store
    .listAllowedEvents()
    .map((key: string) => store.getAllowedEvent(key))
    .filter((event: string) => !event.startsWith('media.'));
  const webhook = { name: SITE_REBUILD_WEBHOOK_NAME, url, headers: { Authorization: `Bearer ${secret}` }, events, isEnabled: true };
  const saved: Webhook = existing ? await store.updateWebhook(existing.id, webhook) : await store.createWebhook(webhook);
  // The runner read the stored webhooks before this ran: give it this one (update = remove + add).
  runner.update(saved);
  registerMediaRebuilds(strapi, (event, media) =>
    runner
      .run(saved, event, { media })
      .catch((error: unknown) => strapi.log.error(`[esnum] site rebuild webhook (${event}): ${String(error)}`)),
  );
  strapi.log.info(`[esnum] site rebuild webhook: ${events.length} events, and the media changes a published entry shows → ${url}`);
};
