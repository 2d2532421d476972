/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRebuildQueue } from '../rebuild-queue';
import { buildRebuildService, describeWebhook } from '../service';
import { failureCause } from '../gatsby-build';

const SECRET = 'a-long-enough-shared-secret';

const setUp = async () => {
  const deploysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-rebuild-'));
  const builds: string[][] = [];
  let fail: string | null = null;
  const queue = createRebuildQueue({
    build: async (reasons) => {
      builds.push(reasons);
      if (fail) throw new Error(fail);
      return { pagesChanged: 4 };
    },
    debounceMs: 10,
    maxWaitMs: 100,
  });
  const app = await buildRebuildService({ secret: SECRET, queue, deploysDir });
  return { app, queue, builds, deploysDir, failNext: (message: string) => (fail = message) };
};

const publication = { event: 'entry.publish', uid: 'api::news.news', model: 'news', entry: { id: 12, documentId: 'abc123', locale: 'fr' } };

describe('rebuild service', () => {
  it('refuses a webhook without the shared secret, or with another one', async () => {
    const { app, builds, deploysDir } = await setUp();
    const missing = await app.inject({ method: 'POST', url: '/__rebuild', payload: publication });
    const wrong = await app.inject({
      method: 'POST',
      url: '/__rebuild',
      payload: publication,
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect([missing.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect((await app.inject({ url: '/__status' })).json()).toMatchObject({ state: 'idle', builds: 0 });
    expect(builds).toEqual([]);
    await app.close();
    fs.rmSync(deploysDir, { recursive: true });
  });

  it('accepts a publication at once, builds it, and reports the result at /__status', async () => {
    const { app, queue, builds, deploysDir } = await setUp();
    const response = await app.inject({
      method: 'POST',
      url: '/__rebuild',
      payload: publication,
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true, state: 'waiting' });
    await queue.whenIdle();
    expect(builds).toEqual([['entry.publish api::news.news abc123 fr']]);
    const status = (await app.inject({ url: '/__status' })).json();
    expect(status).toMatchObject({
      state: 'idle',
      builds: 1,
      failures: 0,
      lastBuild: { result: 'success', pagesChanged: 4 },
      deploy: null,
    });
    expect(Number.isNaN(Date.parse(status.lastBuild.startedAt))).toBe(false);
    await app.close();
    fs.rmSync(deploysDir, { recursive: true });
  });

  it('starts no build for a draft saved, discarded or deleted, and counts those webhooks at /__status', async () => {
    const { app, queue, builds, deploysDir } = await setUp();
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/__rebuild', payload, headers: { authorization: `Bearer ${SECRET}` } });
    const draft = { id: 13, documentId: 'abc123', locale: 'fr', publishedAt: null };
    const saved = await send({ event: 'entry.update', uid: 'api::news.news', model: 'news', entry: draft });
    await send({ event: 'entry.create', uid: 'api::news.news', model: 'news', entry: draft });
    await send({ event: 'entry.draft-discard', uid: 'api::news.news', model: 'news', entry: draft });
    await send({ event: 'entry.delete', uid: 'api::news.news', model: 'news', entry: draft });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ accepted: false, ignored: 'draft', state: 'idle' });
    await queue.whenIdle();
    expect(builds).toEqual([]);
    expect((await app.inject({ url: '/__status' })).json()).toMatchObject({ state: 'idle', builds: 0, draftsIgnored: 4 });

    // A type without drafts sends its saved entries with a publication date: they are live.
    const redirect = { id: 4, documentId: 'r1', publishedAt: '2026-11-27T10:00:00.000Z' };
    expect((await send({ event: 'entry.update', uid: 'api::redirect.redirect', entry: redirect })).statusCode).toBe(202);
    // So is the published version of a deleted entry, and a webhook that does not say (media).
    const published = { ...draft, id: 14, publishedAt: '2026-11-27T10:00:00.000Z' };
    expect((await send({ event: 'entry.delete', uid: 'api::news.news', entry: published })).statusCode).toBe(202);
    expect((await send({ event: 'media.update', media: { id: 7 } })).statusCode).toBe(202);
    await queue.whenIdle();
    expect(builds.flat()).toEqual(['entry.update api::redirect.redirect r1', 'entry.delete api::news.news abc123 fr', 'media.update 7']);
    await app.close();
    fs.rmSync(deploysDir, { recursive: true });
  });

  it("tells where one entry's change stands at /__status/entry: building with what, then live since", async () => {
    const { app, queue, deploysDir } = await setUp();
    const entryStatus = async () =>
      (await app.inject({ method: 'GET', url: '/__status/entry?documentId=abc123&locale=fr', headers: { host: '127.0.0.1' } })).json();
    expect(await entryStatus()).toEqual({ state: 'unknown' });
    await app.inject({ method: 'POST', url: '/__rebuild', payload: publication, headers: { authorization: `Bearer ${SECRET}` } });
    // Waiting for its build, or in it already (the pause is 10 ms here): listed either way.
    const before = await entryStatus();
    expect(['waiting', 'building']).toContain(before.state);
    expect(before.changes).toEqual(['entry.publish api::news.news abc123 fr']);
    await queue.whenIdle();
    expect(await entryStatus()).toMatchObject({ state: 'live', through: 'build' });
    const missing = await app.inject({ method: 'GET', url: '/__status/entry', headers: { host: '127.0.0.1' } });
    expect(missing.statusCode).toBe(400);
    await app.close();
    fs.rmSync(deploysDir, { recursive: true, force: true });
  });

  it('shows a failed build and its cause at /__status', async () => {
    const { app, queue, deploysDir, failNext } = await setUp();
    failNext('gatsby build exited with code 1:\nERROR Strapi did not answer');
    await app.inject({ method: 'POST', url: '/__rebuild', payload: publication, headers: { authorization: `Bearer ${SECRET}` } });
    await queue.whenIdle();
    const status = (await app.inject({ url: '/__status' })).json();
    expect(status).toMatchObject({
      failures: 1,
      lastBuild: { result: 'failure', error: expect.stringContaining('Strapi did not answer') },
      lastSuccess: null,
      recentBuilds: [{ result: 'failure', kind: 'technical', reasons: ['entry.publish api::news.news abc123 fr'] }],
    });
    await app.close();
    fs.rmSync(deploysDir, { recursive: true });
  });

  it('answers loopback host names only (a rebound domain cannot read the build history)', async () => {
    const { app, deploysDir } = await setUp();
    for (const host of ['rebind.evil.example', 'rebind.evil.example:9001', '127.0.0.1.evil.example']) {
      expect({ host, status: (await app.inject({ url: '/__status', headers: { host } })).statusCode }).toEqual({ host, status: 403 });
    }
    const publish = await app.inject({
      method: 'POST',
      url: '/__rebuild',
      payload: publication,
      headers: { host: 'rebind.evil.example', authorization: `Bearer ${SECRET}` },
    });
    expect(publish.statusCode).toBe(403);
    for (const host of ['127.0.0.1:9001', 'localhost:9001', 'LOCALHOST', '[::1]:9001', '127.0.0.1']) {
      expect({ host, status: (await app.inject({ url: '/__status', headers: { host } })).statusCode }).toEqual({ host, status: 200 });
    }
    await app.close();
    fs.rmSync(deploysDir, { recursive: true });
  });

  it('checks the secret before reading the body, and caps the body', async () => {
    const { app, queue, builds, deploysDir } = await setUp();
    const headers = { 'content-type': 'application/json' };
    // Without the secret: 401, whatever the body (not a 400 from the parser, nor a 413).
    const malformed = await app.inject({ method: 'POST', url: '/__rebuild', headers, payload: '{"event":' });
    const huge = await app.inject({
      method: 'POST',
      url: '/__rebuild',
      headers,
      payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
    });
    expect([malformed.statusCode, huge.statusCode]).toEqual([401, 401]);
    expect(builds).toEqual([]);
    // With it, an entry over the cap is still a publication.
    const authorised = { ...headers, authorization: `Bearer ${SECRET}` };
    const big = await app.inject({
      method: 'POST',
      url: '/__rebuild',
      headers: authorised,
      payload: JSON.stringify({ ...publication, pad: 'x'.repeat(300 * 1024) }),
    });
    expect(big.statusCode).toBe(202);
    await queue.whenIdle();
    expect(builds).toEqual([['webhook (body over the limit)']]);
    await app.close();
    fs.rmSync(deploysDir, { recursive: true });
  });

  it('will not start with a short secret', async () => {
    const queue = createRebuildQueue({ build: async () => ({ pagesChanged: 0 }), debounceMs: 10, maxWaitMs: 100 });
    await expect(buildRebuildService({ secret: 'short', queue, deploysDir: os.tmpdir() })).rejects.toThrow(/at least 16/);
  });
});

describe('describeWebhook', () => {
  it('names the event, the content type, the entry and its language', () => {
    expect(describeWebhook(publication)).toBe('entry.publish api::news.news abc123 fr');
    expect(describeWebhook({ event: 'media.create', media: { id: 7 } })).toBe('media.create 7');
    expect(describeWebhook('not json')).toBe('webhook');
  });
});

describe('failureCause', () => {
  it("keeps Gatsby's error block rather than the whole output", () => {
    const output = [
      'info building schema',
      'success createPages - 1.2s',
      '\u001b[31mERROR #11321\u001b[39m',
      'Strapi: connect ECONNREFUSED 127.0.0.1:1337',
      '',
      'not finished source and transform nodes',
    ];
    expect(failureCause(output)).toBe('ERROR #11321\nStrapi: connect ECONNREFUSED 127.0.0.1:1337\nnot finished source and transform nodes');
  });

  it("finds Gatsby's one-line errors", () => {
    const output = [
      'success copy gatsby files - 0.115s',
      'error The CMS at http://127.0.0.1:1337 cannot be reached (connect ECONNREFUSED).',
      'not finished onPreBootstrap - 0.260s',
    ];
    expect(failureCause(output)).toBe(output.slice(1).join('\n'));
  });

  it('falls back on the last lines when no error block was printed', () => {
    expect(failureCause(['one', 'two', 'Killed'])).toBe('one\ntwo\nKilled');
  });
});
