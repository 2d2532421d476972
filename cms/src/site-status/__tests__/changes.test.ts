/**
 * @jest-environment node
 */
import { DESCRIBED_CHANGES, describeChanges, parseChange, type ChangeLookup } from '../changes';

const NEWS = 'api::news-article.news-article';

const lookup: ChangeLookup = {
  typeName: (uid) => (uid === NEWS ? 'News' : null),
  titleOf: async (_uid, documentId, locale) => (documentId === 'gone' ? null : `Title of ${documentId} (${locale})`),
};

describe('the changes of a site build, as the editors read them', () => {
  it("reads the rebuild service's names of the changes", () => {
    expect(parseChange(`entry.publish ${NEWS} abc fr`)).toEqual({ action: 'publish', uid: NEWS, documentId: 'abc', locale: 'fr' });
    expect(parseChange('entry.update api::redirect.redirect r1')).toEqual({
      action: 'update',
      uid: 'api::redirect.redirect',
      documentId: 'r1',
      locale: null,
    });
    expect(parseChange('media.update 7')).toEqual({ action: 'media', uid: null, documentId: null, locale: null });
    expect(parseChange('start')).toEqual({ action: 'other', uid: null, documentId: null, locale: null });
    expect(parseChange(`entry.delete ${NEWS} abc fr (and more)`)).toMatchObject({ action: 'delete', documentId: 'abc' });
  });

  it('describes each entry and language once, in its first place, with the last thing done to it', async () => {
    const described = await describeChanges(
      [
        `entry.create ${NEWS} a fr`,
        `entry.unpublish ${NEWS} b fr`,
        `entry.publish ${NEWS} a fr`,
        `entry.publish ${NEWS} a en`,
        `entry.delete ${NEWS} b fr`,
        'media.create 4',
      ],
      lookup,
    );
    expect(described).toEqual({
      changes: [
        { action: 'publish', uid: NEWS, typeName: 'News', documentId: 'a', locale: 'fr', title: 'Title of a (fr)' },
        { action: 'delete', uid: NEWS, typeName: 'News', documentId: 'b', locale: 'fr', title: 'Title of b (fr)' },
        { action: 'publish', uid: NEWS, typeName: 'News', documentId: 'a', locale: 'en', title: 'Title of a (en)' },
        { action: 'media', uid: null, typeName: null, documentId: null, locale: null, title: null },
      ],
      more: 0,
    });
  });

  it('gives no title for an entry that is gone or a type the CMS does not have, and counts what it does not describe', async () => {
    const reasons = [`entry.delete ${NEWS} gone fr`, 'entry.update api::old.old x fr'];
    for (let index = 0; index < DESCRIBED_CHANGES + 3; index += 1) reasons.push(`entry.publish ${NEWS} n${index} fr`);
    const { changes, more } = await describeChanges(reasons, lookup);
    expect(changes[0]).toMatchObject({ action: 'delete', title: null });
    expect(changes[1]).toMatchObject({ uid: 'api::old.old', typeName: null, title: null });
    expect(changes).toHaveLength(DESCRIBED_CHANGES);
    expect(more).toBe(5);
  });
});
