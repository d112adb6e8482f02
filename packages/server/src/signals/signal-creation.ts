import {
  applySignalAction,
  defaultSignal,
  fail,
  ok,
  platformOffers,
  toIso,
  validateDescription,
  validateFollowSetting,
  validateSignalName,
  type CreateSignalBody,
  type FollowSetting,
  type Result,
  type Signal,
} from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import { newId, newToken } from '../ids.js';
import { publishMoneyEvent, walletEvent, type MoneyEvent } from '../money/money-feed.js';
import { grantFirstSignalReward } from '../money/rewards.js';
import { insertSignal, isSignalNameConflict, signalNameTaken } from '../storage/signals.repository.js';
import { publishSignalAsRead } from './signal-store.js';

/** Validates a new signal's fields with the core's rules; returns the create action's fields. */
const validateNewSignal = (body: CreateSignalBody): Result<CreateSignalBody> => {
  const name = validateSignalName(body.name);
  if (name.error) return name;
  const describe = validateDescription(body.describe);
  if (describe.error) return describe;
  if (!platformOffers(body.platform, body.connMethod)) return fail('PLATFORM_UNSUPPORTED');
  let followSetting: FollowSetting | undefined;
  if (body.followSetting !== undefined) {
    // No performance yet: the drawdown floor applies once the signal has one.
    const valid = validateFollowSetting(body.followSetting, { maxDrawdown: '0' });
    if (valid.error) return valid;
    followSetting = valid.value;
  }
  return ok({
    name: name.value,
    describe: describe.value,
    platform: body.platform,
    connMethod: body.connMethod,
    ...(followSetting ? { followSetting } : {}),
  });
};

/**
 * Creates a signal by the core's rules: a name the provider has not used (the unique index decides a
 * race), the platform's connection method, and the live feed hears of it. The provider's first signal
 * ever earns REWARD_FIRST_SIGNAL_CREATE in the same transaction (money/rewards.ts), and their wallet
 * hears of that.
 */
export const createSignal = async (
  ctx: ServerContext,
  scope: { siteId: string; userId: string },
  body: CreateSignalBody,
): Promise<Result<Signal>> => {
  const valid = validateNewSignal(body);
  if (valid.error) return valid;
  const now = toIso(ctx.clock.now());
  const created = applySignalAction(
    defaultSignal(),
    { type: 'create', id: newId(), token: newToken(24), ...valid.value },
    now,
  );
  if (created.error) return created;
  const stored = {
    ...scope,
    signal: created.value,
    link: { account: null },
    brokerSymbols: [],
    symbolsSyncedAt: null,
    connectedAt: null,
    version: 0,
  };
  try {
    let rewarded: MoneyEvent | undefined;
    const result = await ctx.db.transaction(async (tx): Promise<Result<Signal>> => {
      if (await signalNameTaken(tx, scope, created.value.name)) return fail('NAME_EXISTS');
      await insertSignal(tx, stored);
      const cause = { ...scope, signalId: created.value.id, at: new Date(now) };
      if (await grantFirstSignalReward(tx, cause)) {
        rewarded = await walletEvent(tx, scope.siteId, scope.userId);
      }
      return ok(created.value);
    });
    if (result.error) return result;
    const published = await publishSignalAsRead(ctx, stored);
    if (rewarded) await publishMoneyEvent(ctx, rewarded);
    return ok(published.signal);
  } catch (error) {
    // Two creations of one name at once: the unique index decides, the loser hears NAME_EXISTS.
    if (isSignalNameConflict(error)) return fail('NAME_EXISTS');
    throw error;
  }
};
