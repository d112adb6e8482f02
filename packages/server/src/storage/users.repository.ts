import { FALLBACK_LANGUAGE, isLanguage, type ErrorCode, type Language, type User } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** A user row as stored (the User entity adds `signalInfo`, counted from the signals). */
export interface UserRecord {
  readonly siteId: string;
  readonly id: string;
  readonly username: string;
  /** '' for users who registered by phone and bound no email yet. */
  readonly email: string;
  /** ISO alpha-2 region of the phone ('' without a phone). */
  readonly countryCode: string;
  /** E.164 ('' without a phone). */
  readonly phone: string;
  readonly language: Language;
  readonly headshot: string;
  readonly referralCode: string;
  readonly referrerId: string | null;
  readonly createdAt: Date;
}

interface UserRow {
  site_id: string;
  id: string;
  username: string;
  email: string;
  country_code: string;
  phone: string;
  language: string;
  headshot: string;
  referral_code: string;
  referrer_id: string | null;
  created_at: Date;
}

const toRecord = (row: UserRow): UserRecord => ({
  siteId: row.site_id,
  id: row.id,
  username: row.username,
  email: row.email,
  countryCode: row.country_code,
  phone: row.phone,
  language: isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE,
  headshot: row.headshot,
  referralCode: row.referral_code,
  referrerId: row.referrer_id,
  createdAt: row.created_at,
});

/** The one user of a site matching `condition` on `$2` (conditions below are fixed SQL, never input). */
const findUserWhere = async (
  db: SqlExecutor,
  siteId: string,
  condition: string,
  value: string,
): Promise<UserRecord | undefined> => {
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE site_id = $1 AND ${condition}`, [
    siteId,
    value,
  ]);
  return rows[0] ? toRecord(rows[0]) : undefined;
};

export const findUserById = (db: SqlExecutor, siteId: string, id: string): Promise<UserRecord | undefined> =>
  findUserWhere(db, siteId, 'id = $2', id);

/** Usernames are unique per site regardless of case. */
export const findUserByUsername = (
  db: SqlExecutor,
  siteId: string,
  username: string,
): Promise<UserRecord | undefined> => findUserWhere(db, siteId, 'lower(username) = lower($2)', username);

/** Emails are unique per site regardless of case (the unique index is on lower(email)). */
export const findUserByEmail = async (
  db: SqlExecutor,
  siteId: string,
  email: string,
): Promise<UserRecord | undefined> =>
  email === '' ? undefined : findUserWhere(db, siteId, 'lower(email) = lower($2)', email);

/** Phones are compared in E.164, which already names the country. */
export const findUserByPhone = async (
  db: SqlExecutor,
  siteId: string,
  phone: string,
): Promise<UserRecord | undefined> =>
  phone === '' ? undefined : findUserWhere(db, siteId, 'phone = $2', phone);

/** The user a referral code belongs to; codes are matched without regard to case. */
export const findUserByReferralCode = (
  db: SqlExecutor,
  siteId: string,
  code: string,
): Promise<UserRecord | undefined> => findUserWhere(db, siteId, 'upper(referral_code) = upper($2)', code);

export const referralCodeTaken = async (db: SqlExecutor, siteId: string, code: string): Promise<boolean> =>
  (await findUserByReferralCode(db, siteId, code)) !== undefined;

export interface NewUser {
  readonly siteId: string;
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly language: Language;
  readonly referralCode: string;
  readonly referrerId: string | null;
  readonly createdAt: Date;
}

export const insertUser = async (tx: SqlExecutor, user: NewUser): Promise<UserRecord> => {
  const { rows } = await tx.query<UserRow>(
    `INSERT INTO users (site_id, id, username, email, country_code, phone, language, referral_code, referrer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      user.siteId,
      user.id,
      user.username,
      user.email,
      user.countryCode,
      user.phone,
      user.language,
      user.referralCode,
      user.referrerId,
      user.createdAt,
    ],
  );
  const created = rows[0];
  if (!created) throw new Error('insertUser returned no row');
  return toRecord(created);
};

export const updateUserLanguage = async (
  db: SqlExecutor,
  siteId: string,
  id: string,
  language: Language,
): Promise<void> => {
  await db.query('UPDATE users SET language = $3 WHERE site_id = $1 AND id = $2', [siteId, id, language]);
};

/** Binds an email to a user who has none; false when the user already had one (nothing changed). */
export const bindUserEmail = async (
  tx: SqlExecutor,
  siteId: string,
  id: string,
  email: string,
): Promise<boolean> =>
  (
    await tx.query("UPDATE users SET email = $3 WHERE site_id = $1 AND id = $2 AND email = ''", [
      siteId,
      id,
      email,
    ])
  ).rowCount === 1;

export const updateUserProfile = async (
  tx: SqlExecutor,
  siteId: string,
  id: string,
  change: { readonly username?: string; readonly headshot?: string },
): Promise<void> => {
  if (change.username !== undefined) {
    await tx.query('UPDATE users SET username = $3 WHERE site_id = $1 AND id = $2', [
      siteId,
      id,
      change.username,
    ]);
  }
  if (change.headshot !== undefined) {
    await tx.query('UPDATE users SET headshot = $3 WHERE site_id = $1 AND id = $2', [
      siteId,
      id,
      change.headshot,
    ]);
  }
};

/** Users of a site (or of every site), newest first; for operators. */
export const listUsers = async (
  db: SqlExecutor,
  options: { readonly siteId?: string; readonly limit?: number } = {},
): Promise<UserRecord[]> => {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 1_000);
  const { rows } =
    options.siteId === undefined
      ? await db.query<UserRow>('SELECT * FROM users ORDER BY created_at DESC, id LIMIT $1', [limit])
      : await db.query<UserRow>(
          'SELECT * FROM users WHERE site_id = $1 ORDER BY created_at DESC, id LIMIT $2',
          [options.siteId, limit],
        );
  return rows.map(toRecord);
};

/** Users with this id or username (case-insensitive), on any site; for operators. */
export const findUsersByIdOrUsername = async (db: SqlExecutor, key: string): Promise<UserRecord[]> =>
  (
    await db.query<UserRow>(
      'SELECT * FROM users WHERE id = $1 OR lower(username) = lower($1) ORDER BY site_id, created_at',
      [key],
    )
  ).rows.map(toRecord);

/** Signals of the user that passed review and are not deleted (User.signalInfo.passedCount). */
export const countPassedSignals = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
): Promise<number> => {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM signals
     WHERE site_id = $1 AND user_id = $2 AND status = 'PASSED' AND deleted_at IS NULL`,
    [siteId, userId],
  );
  return rows[0]?.n ?? 0;
};

/** The User entity of the API. */
export const toUserEntity = (record: UserRecord, passedCount: number): User => ({
  id: record.id,
  headshot: record.headshot,
  username: record.username,
  email: record.email,
  countryCode: record.countryCode,
  phone: record.phone,
  language: record.language,
  signalInfo: { passedCount },
});

/** The user of a site as the API shows it, or undefined when there is none. */
export const loadUserEntity = async (
  db: SqlExecutor,
  siteId: string,
  id: string,
): Promise<User | undefined> => {
  const record = await findUserById(db, siteId, id);
  return record ? toUserEntity(record, await countPassedSignals(db, siteId, id)) : undefined;
};

/** The refusal for a unique index of the users table that a write ran into, if it was one of them. */
export const duplicateUserCode = (error: unknown): ErrorCode | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  switch (constraint) {
    case 'users_username_key':
      return 'USERNAME_EXISTS';
    case 'users_email_key':
      return 'EMAIL_EXISTS';
    case 'users_phone_key':
      return 'PHONE_EXISTS';
    default:
      return 'DUPLICATE_KEY';
  }
};
