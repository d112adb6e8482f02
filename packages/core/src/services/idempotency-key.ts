import type { Random } from '../ports/random.port.js';

const hex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A random UUID (version 4, RFC 9562) from 16 random bytes: the Idempotency-Key of a money move.
 * Made once per attempt and reused for its retries, so a retry never withdraws twice.
 */
export const idempotencyKeyFrom = (bytes: Uint8Array): string => {
  if (bytes.length !== 16) throw new RangeError('idempotencyKeyFrom needs exactly 16 bytes');
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40; // version 4
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC variant
  const h = hex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

export const newIdempotencyKey = (random: Random): string => idempotencyKeyFrom(random.bytes(16));

export const IDEMPOTENCY_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
