import { randomBytes, randomUUID } from 'node:crypto';

/** Row ids: random UUIDs (unguessable, so an id in a URL reveals nothing about other rows). */
export const newId = (): string => randomUUID();

/** A URL-safe random token of `bytes` bytes of entropy (session ids, signal tokens, ws tokens). */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
