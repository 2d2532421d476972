// Seed step: events on their campus, timed from the day of seeding (Paris time); a drawn picture
// each, its kind's emblem with its campus's city.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { schoolEventDateTime } from '../dates';
import { events } from '../data/events';
import { eventPictures } from '../data/pictures';
import type { ImageSpec } from '../types';

const pictures = eventPictures(events);
const pictureOf = (event: (typeof events)[number]) => pictures.get(event.slug) as ImageSpec;

export const seedEvents = async ({ upsert, image, drawAhead, today, progress }: SeedContext, { campusIds }: { campusIds: Ids }) => {
  drawAhead(events.map(pictureOf));
  for (const event of events) {
    const start = schoolEventDateTime(today, event.startInDays, event.startTime);
    const end = new Date(start.getTime() + event.durationHours * 3_600_000);
    const picture = await image(pictureOf(event));
    await upsert('api::event.event', { slug: event.slug }, (lang) => ({
      slug: event.slug,
      title: pick(event.title, lang),
      description: pick(event.description, lang),
      body: toBlocks(pick(event.body, lang)),
      url: event.url,
      type: event.type,
      dateStart: start.toISOString(),
      dateEnd: end.toISOString(),
      campus: ids(campusIds, [event.campus], 'campus')[0],
      image: picture,
      seo: seo(pick(event.description, lang)),
    }));
  }
  progress('events', events.length);
};
