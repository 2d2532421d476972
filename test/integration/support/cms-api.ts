// Calls to the test CMS: reads with the site build token, edits through the admin API.
import fs from 'fs';
import path from 'path';
import { readState } from './state';

export const cmsGet = async <T>(path: string): Promise<T> => {
  const { cmsUrl, cmsToken } = readState();
  const response = await fetch(`${cmsUrl}${path}`, { headers: { authorization: `Bearer ${cmsToken}` } });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

// Strapi allows five admin logins per account and address in five minutes (429 past them), and
// jest gives each test file its own modules. The session is kept in the test environment's folder,
// so that the integration files, and the browser tests that edit the CMS, log in once between them
// rather than once each: with faster builds, the files that log in came within five minutes of
// one another and the sixth login was refused.
let adminSession: Promise<string> | undefined;

/** How long a kept session is used: well within Strapi's admin token lifetime. */
const SESSION_REUSE_MS = 10 * 60_000;

const sessionFile = () => path.join(readState().tmpDir, 'cms', 'admin-session.json');

const keptSession = (): string | null => {
  try {
    const { token, at } = JSON.parse(fs.readFileSync(sessionFile(), 'utf8')) as { token: string; at: number };
    return Date.now() - at < SESSION_REUSE_MS ? token : null;
  } catch {
    return null;
  }
};

const login = async () => {
  const kept = keptSession();
  if (kept) return kept;
  const { cmsUrl, cmsAdmin } = readState();
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cmsAdmin),
  });
  if (!response.ok) throw new Error(`admin login: HTTP ${response.status}`);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  fs.mkdirSync(path.dirname(sessionFile()), { recursive: true });
  fs.writeFileSync(sessionFile(), JSON.stringify({ token, at: Date.now() }), { mode: 0o600 });
  return token;
};

const adminToken = () => {
  adminSession ??= login().catch((error) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
};

const publishEntry = async (uid: string, documentId: string, locale: string, headers: Record<string, string>) => {
  const { cmsUrl } = readState();
  const url = `${cmsUrl}/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=${locale}`;
  const publish = await fetch(url, { method: 'POST', headers, body: '{}' });
  if (!publish.ok) throw new Error(`publish ${uid} ${documentId}: HTTP ${publish.status}`);
};

/** Changes fields of one localized entry and publishes it, as an editor would. */
export const editAndPublish = async (uid: string, documentId: string, locale: string, data: Record<string, unknown>) => {
  const { cmsUrl } = readState();
  const token = await adminToken();
  const base = `${cmsUrl}/content-manager/collection-types/${uid}/${documentId}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const update = await fetch(`${base}?locale=${locale}`, { method: 'PUT', headers, body: JSON.stringify(data) });
  if (!update.ok) throw new Error(`update ${uid} ${documentId}: HTTP ${update.status}`);
  await publishEntry(uid, documentId, locale, headers);
};

const createEntry = async (uid: string, locale: string, data: Record<string, unknown>, headers: Record<string, string>) => {
  const { cmsUrl } = readState();
  const created = await fetch(`${cmsUrl}/content-manager/collection-types/${uid}?locale=${locale}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(data),
  });
  if (!created.ok) throw new Error(`create ${uid}: HTTP ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { documentId: string } }).data.documentId;
};

/** Creates a localized entry as a draft, as an editor saving without publishing; returns its documentId. */
export const createDraft = async (uid: string, locale: string, data: Record<string, unknown>) =>
  createEntry(uid, locale, data, { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' });

/** Creates a localized entry and publishes it; returns its documentId. */
export const createAndPublish = async (uid: string, locale: string, data: Record<string, unknown>) => {
  const headers = { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' };
  const documentId = await createEntry(uid, locale, data, headers);
  await publishEntry(uid, documentId, locale, headers);
  return documentId;
};

/** Takes one language of an entry off the site, its draft kept, as an editor would. */
export const unpublishEntry = async (uid: string, documentId: string, locale: string) => {
  const { cmsUrl } = readState();
  const headers = { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' };
  const url = `${cmsUrl}/content-manager/collection-types/${uid}/${documentId}/actions/unpublish?locale=${locale}`;
  const response = await fetch(url, { method: 'POST', headers, body: '{}' });
  if (!response.ok) throw new Error(`unpublish ${uid} ${documentId}: HTTP ${response.status}`);
};

/** Deletes one language of an entry, drafts and published version alike. */
export const deleteEntry = async (uid: string, documentId: string, locale: string) => {
  const { cmsUrl } = readState();
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const response = await fetch(`${cmsUrl}/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`, {
    method: 'DELETE',
    headers,
  });
  if (!response.ok) throw new Error(`delete ${uid} ${documentId}: HTTP ${response.status}`);
};

/** Changes a media file's information (alternative text, caption, name), as the media library does. */
export const updateMediaInfo = async (fileId: number, fileInfo: Record<string, string | null>) => {
  const { cmsUrl } = readState();
  const form = new FormData();
  form.append('fileInfo', JSON.stringify(fileInfo));
  const response = await fetch(`${cmsUrl}/upload?id=${fileId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  if (!response.ok) throw new Error(`update media ${fileId}: HTTP ${response.status} ${await response.text()}`);
};

/** A request to the CMS as the admin (its API token): the media library, the admin routes. */
export const adminFetch = async (path: string, init: RequestInit = {}) =>
  fetch(`${readState().cmsUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await adminToken()}`, ...(init.headers as Record<string, string> | undefined) },
  });

/** Uploads one file to the media library, as the admin panel does; the CMS's answer. */
export const uploadMedia = async (name: string, type: string, content: Uint8Array | string) => {
  const form = new FormData();
  form.append('files', new Blob([content as BlobPart], { type }), name);
  return adminFetch('/upload', { method: 'POST', body: form });
};

/** Deletes a media file. */
export const deleteMedia = async (fileId: number) => {
  const response = await adminFetch(`/upload/files/${fileId}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`delete media ${fileId}: HTTP ${response.status}`);
};
