import { fail, isLanguage, ok, type Language, type RegisterPayload, type Result } from '@signal-portal/core';
import { newId } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  findUserByEmail,
  findUserByPhone,
  findUserByReferralCode,
  findUserByUsername,
  insertUser,
  type UserRecord,
} from '../storage/users.repository.js';
import { grantSignUpRewards, newReferralCode } from './referral.js';

/** A sign-up waiting for its code: kept in the code request, turned into a user at verify. */
export interface PendingSignUp {
  readonly username: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly language: Language;
  readonly referrerId: string | null;
}

export const pendingSignUpOf = (
  payload: RegisterPayload,
  language: Language,
  referrerId: string | null,
): PendingSignUp => ({
  username: payload.username,
  email: payload.method === 'email' ? payload.email : '',
  countryCode: payload.method === 'phone' ? payload.countryCode : '',
  phone: payload.method === 'phone' ? payload.phone : '',
  language,
  referrerId,
});

/** Reads back what `pendingSignUpOf` stored; undefined for anything else (a bug or a foreign row). */
export const parsePendingSignUp = (payload: Readonly<Record<string, unknown>>): PendingSignUp | undefined => {
  const { username, email, countryCode, phone, language, referrerId } = payload;
  if (
    typeof username !== 'string' ||
    typeof email !== 'string' ||
    typeof countryCode !== 'string' ||
    typeof phone !== 'string' ||
    !isLanguage(language) ||
    !(referrerId === null || typeof referrerId === 'string')
  ) {
    return undefined;
  }
  return { username, email, countryCode, phone, language, referrerId };
};

/** The contact first (the form's order), then the username: EMAIL_EXISTS / PHONE_EXISTS / USERNAME_EXISTS. */
export const checkSignUpFree = async (
  tx: SqlExecutor,
  siteId: string,
  sign: Pick<PendingSignUp, 'username' | 'email' | 'phone'>,
): Promise<Result<void>> => {
  if (sign.email !== '' && (await findUserByEmail(tx, siteId, sign.email))) return fail('EMAIL_EXISTS');
  if (sign.phone !== '' && (await findUserByPhone(tx, siteId, sign.phone))) return fail('PHONE_EXISTS');
  if (await findUserByUsername(tx, siteId, sign.username)) return fail('USERNAME_EXISTS');
  return ok(undefined);
};

/**
 * The user a referrer names: a referral code first, else a username (core's rule allows both), on
 * this site only. No referrer gives null; an unknown one REFERRER_NOT_FOUND.
 */
export const resolveReferrer = async (
  tx: SqlExecutor,
  siteId: string,
  referrer: string | undefined,
): Promise<Result<string | null>> => {
  if (referrer === undefined) return ok(null);
  const found =
    (await findUserByReferralCode(tx, siteId, referrer)) ?? (await findUserByUsername(tx, siteId, referrer));
  return found ? ok(found.id) : fail('REFERRER_NOT_FOUND');
};

/**
 * Creates the user of a verified sign-up, with a referral code and the sign-up rewards, in the
 * caller's transaction. Contact, username and referrer are checked again: another sign-up may have
 * taken them since the code was sent (the unique indexes stay the last guard).
 */
export const createSignedUpUser = async (
  tx: SqlExecutor,
  siteId: string,
  pending: PendingSignUp,
  now: Date,
): Promise<Result<UserRecord>> => {
  const free = await checkSignUpFree(tx, siteId, pending);
  if (free.error) return free;
  if (pending.referrerId !== null) {
    const { rows } = await tx.query('SELECT 1 FROM users WHERE site_id = $1 AND id = $2', [
      siteId,
      pending.referrerId,
    ]);
    if (rows.length === 0) return fail('REFERRER_NOT_FOUND');
  }
  const user = await insertUser(tx, {
    siteId,
    id: newId(),
    username: pending.username,
    email: pending.email,
    countryCode: pending.countryCode,
    phone: pending.phone,
    language: pending.language,
    referralCode: await newReferralCode(tx, siteId),
    referrerId: pending.referrerId,
    createdAt: now,
  });
  await grantSignUpRewards(tx, user, now);
  return ok(user);
};
