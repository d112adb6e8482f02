import type { SqlExecutor } from './database.port.js';
import { newId } from '../ids.js';

/** Why a file was uploaded: decides who may read it. Only public purposes are served at /files/{id}. */
export const FILE_PURPOSES = ['signal-headshot', 'user-headshot', 'kyc-document', 'payment-slip'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const PUBLIC_FILE_PURPOSES: ReadonlySet<FilePurpose> = new Set(['signal-headshot', 'user-headshot']);
/** The only types stored and served: images a browser never runs as a page. */
export const STORED_FILE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

export interface StoredFile {
  readonly id: string;
  readonly siteId: string;
  readonly ownerId: string | null;
  readonly purpose: FilePurpose;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

/** Stores an upload (an image the server re-encoded: files/image-upload.ts) and returns its id. */
export const saveFile = async (
  tx: SqlExecutor,
  file: {
    siteId: string;
    ownerId: string | null;
    purpose: FilePurpose;
    mime: string;
    bytes: Uint8Array;
    at: Date;
  },
): Promise<string> => {
  if (!STORED_FILE_TYPES.has(file.mime)) throw new Error(`refusing to store a file of type ${file.mime}`);
  const id = newId();
  await tx.query(
    'INSERT INTO files (site_id, id, owner_id, purpose, mime, size, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [file.siteId, id, file.ownerId, file.purpose, file.mime, file.bytes.byteLength, file.bytes, file.at],
  );
  return id;
};

export const readFile = async (
  db: SqlExecutor,
  siteId: string,
  id: string,
): Promise<StoredFile | undefined> => {
  const { rows } = await db.query<{
    id: string;
    site_id: string;
    owner_id: string | null;
    purpose: FilePurpose;
    mime: string;
    bytes: Uint8Array;
  }>('SELECT id, site_id, owner_id, purpose, mime, bytes FROM files WHERE site_id = $1 AND id = $2', [
    siteId,
    id,
  ]);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        siteId: row.site_id,
        ownerId: row.owner_id,
        purpose: row.purpose,
        mime: row.mime,
        bytes: row.bytes,
      }
    : undefined;
};

/** The URL a stored public image is shown at (`headshot` fields carry it). */
export const publicFileUrl = (siteId: string, id: string): string => `/files/${siteId}/${id}`;

/**
 * Deletes the public image a new upload replaced (a headshot), given the URL it was served at. Only a
 * file of this site and this owner stored as a headshot goes; other URLs (data URIs, links) are left.
 */
export const deleteReplacedImage = async (
  tx: SqlExecutor,
  file: { siteId: string; ownerId: string; url: string },
): Promise<void> => {
  const prefix = publicFileUrl(file.siteId, '');
  if (!file.url.startsWith(prefix)) return;
  await tx.query(
    `DELETE FROM files WHERE site_id = $1 AND id = $2 AND owner_id = $3
       AND purpose IN ('user-headshot', 'signal-headshot')`,
    [file.siteId, file.url.slice(prefix.length), file.ownerId],
  );
};
