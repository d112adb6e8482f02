import type { SqlExecutor } from './database.port.js';

/** What a code was asked for; a code of one purpose never completes another. */
export const CODE_PURPOSES = ['register', 'login', 'bind-email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export type CodeChannel = 'email' | 'sms';

/** One request for a code: the hash of the code, never the code itself. */
export interface VerificationRecord {
  readonly id: string;
  readonly siteId: string;
  readonly purpose: CodePurpose;
  readonly channel: CodeChannel;
  /** Lower-cased email or E.164 phone. */
  readonly destination: string;
  readonly codeHash: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly resendAfter: Date;
  readonly expiresAt: Date;
  readonly consumedAt: Date | null;
  readonly voidedAt: Date | null;
}

interface VerificationRow {
  id: string;
  site_id: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
  code_hash: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
  resend_after: Date;
  expires_at: Date;
  consumed_at: Date | null;
  voided_at: Date | null;
}

const toRecord = (row: VerificationRow): VerificationRecord => ({
  id: row.id,
  siteId: row.site_id,
  purpose: row.purpose,
  channel: row.channel,
  destination: row.destination,
  codeHash: row.code_hash,
  payload: row.payload,
  attempts: row.attempts,
  createdAt: row.created_at,
  resendAfter: row.resend_after,
  expiresAt: row.expires_at,
  consumedAt: row.consumed_at,
  voidedAt: row.voided_at,
});

export interface NewVerification {
  readonly id: string;
  readonly siteId: string;
  readonly purpose: CodePurpose;
  readonly channel: CodeChannel;
  readonly destination: string;
  readonly codeHash: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly resendAfter: Date;
  readonly expiresAt: Date;
  /** The address of the client that asked (`clientAddressOf`: an IPv4 address or an IPv6 /64). */
  readonly client: string;
}

export const insertVerification = async (tx: SqlExecutor, v: NewVerification): Promise<void> => {
  await tx.query(
    `INSERT INTO verification_codes
       (id, site_id, purpose, channel, destination, code_hash, payload, created_at, resend_after, expires_at, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      v.id,
      v.siteId,
      v.purpose,
      v.channel,
      v.destination,
      v.codeHash,
      JSON.stringify(v.payload),
      v.createdAt,
      v.resendAfter,
      v.expiresAt,
      v.client,
    ],
  );
};

/** The request, locked for the rest of the transaction so two checks of one code run one after the other. */
export const lockVerification = async (
  tx: SqlExecutor,
  siteId: string,
  id: string,
): Promise<VerificationRecord | undefined> => {
  const { rows } = await tx.query<VerificationRow>(
    'SELECT * FROM verification_codes WHERE site_id = $1 AND id = $2 FOR UPDATE',
    [siteId, id],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
};

/**
 * The newest live request one client (destination and address) made, of any purpose: that client's
 * resend countdown runs from it; other clients' requests never hold it back. A code that was used or
 * voided (undeliverable, too many tries, replaced) ends its countdown, so a user who just signed up can
 * log in again at once and a failed delivery can be retried.
 */
export const latestPendingFromClient = async (
  tx: SqlExecutor,
  siteId: string,
  destination: string,
  client: string,
): Promise<VerificationRecord | undefined> => {
  const { rows } = await tx.query<VerificationRow>(
    `SELECT * FROM verification_codes
     WHERE site_id = $1 AND destination = $2 AND ip = $3 AND consumed_at IS NULL AND voided_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [siteId, destination, client],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
};

/**
 * A new code replaces the pending ones the same client asked for with the same purpose; other
 * clients' codes stay good (a stranger's request never voids a member's code).
 */
export const voidPendingFromClient = async (
  tx: SqlExecutor,
  siteId: string,
  destination: string,
  purpose: CodePurpose,
  client: string,
  now: Date,
): Promise<void> => {
  await tx.query(
    `UPDATE verification_codes SET voided_at = $5
     WHERE site_id = $1 AND destination = $2 AND purpose = $3 AND ip = $4
       AND consumed_at IS NULL AND voided_at IS NULL`,
    [siteId, destination, purpose, client, now],
  );
};

/** How many codes one client (destination and address) was sent after `since` (a sliding window). */
export const codesSentToClientSince = async (
  tx: SqlExecutor,
  siteId: string,
  destination: string,
  client: string,
  since: Date,
): Promise<number> => {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM verification_codes
     WHERE site_id = $1 AND destination = $2 AND ip = $3 AND created_at > $4`,
    [siteId, destination, client, since],
  );
  return rows[0]?.n ?? 0;
};

/** Whether this client (destination and address) ever completed a code sent to the destination. */
export const clientCompletedCodeBefore = async (
  tx: SqlExecutor,
  siteId: string,
  destination: string,
  client: string,
): Promise<boolean> => {
  const { rows } = await tx.query(
    `SELECT 1 FROM verification_codes
     WHERE site_id = $1 AND destination = $2 AND ip = $3 AND consumed_at IS NOT NULL LIMIT 1`,
    [siteId, destination, client],
  );
  return rows.length > 0;
};

/** Counts a wrong try; the try that reaches `maxAttempts` voids the code. Returns the new count. */
export const recordWrongAttempt = async (
  tx: SqlExecutor,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<number> => {
  const { rows } = await tx.query<{ attempts: number }>(
    `UPDATE verification_codes SET attempts = attempts + 1,
       voided_at = CASE WHEN attempts + 1 >= $2 THEN coalesce(voided_at, $3) ELSE voided_at END
     WHERE id = $1 RETURNING attempts`,
    [id, maxAttempts, now],
  );
  return rows[0]?.attempts ?? maxAttempts;
};

/** Marks the code used; false when it was used (or voided) already, so a code works once. */
export const consumeVerification = async (tx: SqlExecutor, id: string, now: Date): Promise<boolean> =>
  (
    await tx.query(
      'UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL AND voided_at IS NULL',
      [id, now],
    )
  ).rowCount === 1;

/** Voids one request (e.g. its code could not be delivered). */
export const voidVerification = async (db: SqlExecutor, id: string, now: Date): Promise<void> => {
  await db.query('UPDATE verification_codes SET voided_at = coalesce(voided_at, $2) WHERE id = $1', [
    id,
    now,
  ]);
};
