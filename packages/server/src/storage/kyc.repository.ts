import { INITIAL_KYC_STATE, type KycApplication, type KycState, type KycStatus } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** A member's latest KYC application: its id and the state it gives. */
export interface LatestKyc {
  readonly applicationId: string | null;
  readonly state: KycState;
}

/**
 * The member's identity verification: the state of the latest application (UNVERIFIED without one).
 * `forUpdate` locks that application until the transaction ends.
 */
export const latestKyc = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LatestKyc> => {
  const { rows } = await db.query<{
    id: string;
    status: KycStatus;
    comment: string;
    submitted_at: Date;
    reviewed_at: Date | null;
  }>(
    `SELECT id, status, comment, submitted_at, reviewed_at FROM kyc_applications
     WHERE site_id = $1 AND user_id = $2 ORDER BY submitted_at DESC, id DESC LIMIT 1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [siteId, userId],
  );
  const row = rows[0];
  if (!row) return { applicationId: null, state: INITIAL_KYC_STATE };
  return {
    applicationId: row.id,
    state: {
      status: row.status,
      comment: row.comment,
      submittedAt: row.submitted_at.toISOString(),
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
    },
  };
};

export const insertKycApplication = async (
  tx: SqlExecutor,
  application: {
    siteId: string;
    id: string;
    userId: string;
    state: KycState;
    fields: KycApplication;
    documents: readonly { readonly name: string; readonly fileId: string }[];
  },
): Promise<void> => {
  await tx.query(
    `INSERT INTO kyc_applications (site_id, id, user_id, status, comment, fields, documents, submitted_at, reviewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      application.siteId,
      application.id,
      application.userId,
      application.state.status,
      application.state.comment,
      JSON.stringify(application.fields),
      JSON.stringify(application.documents),
      application.state.submittedAt,
      application.state.reviewedAt,
    ],
  );
};

/** Stores a reviewer's decision on an application. */
export const updateKycReview = async (
  tx: SqlExecutor,
  siteId: string,
  applicationId: string,
  state: KycState,
): Promise<void> => {
  await tx.query(
    'UPDATE kyc_applications SET status = $3, comment = $4, reviewed_at = $5 WHERE site_id = $1 AND id = $2',
    [siteId, applicationId, state.status, state.comment, state.reviewedAt],
  );
};

/** Locks the member's user row (key share stays free) so their KYC moves run one at a time. */
export const lockUserRow = async (tx: SqlExecutor, siteId: string, userId: string): Promise<boolean> => {
  const { rows } = await tx.query('SELECT id FROM users WHERE site_id = $1 AND id = $2 FOR NO KEY UPDATE', [
    siteId,
    userId,
  ]);
  return rows.length > 0;
};

/** Where a user lives, by id alone (operator commands name a member by id). */
export const findUserSite = async (
  db: SqlExecutor,
  userId: string,
): Promise<{ siteId: string; username: string } | undefined> => {
  const { rows } = await db.query<{ site_id: string; username: string }>(
    'SELECT site_id, username FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { siteId: row.site_id, username: row.username } : undefined;
};
