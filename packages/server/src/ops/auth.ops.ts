import { fail, ok } from '@signal-portal/core';
import {
  countPassedSignals,
  findUsersByIdOrUsername,
  listUsers,
  type UserRecord,
} from '../storage/users.repository.js';
import type { OpsCommand } from './ops-command.js';

/** What operators see of a user (no session or code data). */
const describeUser = (user: UserRecord) => ({
  siteId: user.siteId,
  id: user.id,
  username: user.username,
  email: user.email,
  countryCode: user.countryCode,
  phone: user.phone,
  language: user.language,
  referralCode: user.referralCode,
  referrerId: user.referrerId,
  createdAt: user.createdAt.toISOString(),
});

const userList: OpsCommand = {
  name: ['user', 'list'],
  usage: '[--site id] [--limit n]  list users, newest first (default 100, at most 1000)',
  async run(ctx, { flags }) {
    const limit = flags.limit === undefined ? undefined : Number(flags.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) return fail('INVALID_PARAMETERS');
    const users = await listUsers(ctx.db, {
      ...(flags.site === undefined ? {} : { siteId: flags.site }),
      ...(limit === undefined ? {} : { limit }),
    });
    return ok(users.map(describeUser));
  },
};

const userShow: OpsCommand = {
  name: ['user', 'show'],
  usage: '<id|username>  a user (on every site with that username) and their passed-signal count',
  async run(ctx, { positional }) {
    const key = positional[0];
    if (key === undefined || key === '') return fail('FIELD_REQUIRED');
    const users = await findUsersByIdOrUsername(ctx.db, key);
    if (users.length === 0) return fail('USER_NOT_FOUND');
    return ok(
      await Promise.all(
        users.map(async (user) => ({
          ...describeUser(user),
          passedCount: await countPassedSignals(ctx.db, user.siteId, user.id),
        })),
      ),
    );
  },
};

/** Operator commands of the auth area. */
export const AUTH_OPS: readonly OpsCommand[] = [userList, userShow];
