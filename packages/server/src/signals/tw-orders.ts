import {
  checkTwOrderSignal,
  fail,
  LIVE_FEED_CHANNELS,
  ok,
  toIso,
  validateTwOrder,
  type Order,
  type Result,
  type TwOrderBody,
} from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { Member } from '../http/session.js';
import { newId } from '../ids.js';
import { findSignal } from '../storage/signals.repository.js';
import { insertTwOrder } from '../storage/tw-orders.repository.js';
import { platformSymbolNames } from './symbol-matching.js';

/**
 * A TWSE market order on the signal's linked account, by the core's rules the clients run too:
 * checkTwOrderSignal, a TWSE signal (PLATFORM_UNSUPPORTED) connected (SIGNAL_NOT_CONNECTED), then
 * validateTwOrder: a TWSE symbol
 * (SYMBOL_ALIAS_NOT_FOUND) and a whole number of shares (AMOUNT_INVALID); the broker answers it
 * SUBMITTED or PENDING, and it is kept for the history.
 */
export const placeOrder = async (
  ctx: ServerContext,
  member: Member,
  id: string,
  body: TwOrderBody,
): Promise<Result<Order>> => {
  const stored = await findSignal(ctx.db, member, id);
  if (!stored) return fail('SIGNAL_NOT_FOUND');
  const takesOrders = checkTwOrderSignal(stored.signal);
  if (takesOrders.error) return takesOrders;
  const account = stored.link.account;
  if (account === null) return fail('SIGNAL_NOT_CONNECTED');
  const valid = validateTwOrder(body, { symbols: platformSymbolNames('TWSE') });
  if (valid.error) return valid;
  const placed = await ctx.broker.placeOrder(account, valid.value, toIso(ctx.clock.now()));
  if (placed.error) return placed;
  const order: Order = { ...placed.value, id: newId() };
  await ctx.db.transaction((tx) => insertTwOrder(tx, { ...order, siteId: member.siteId, signalId: id }));
  await ctx.feed
    .publish({
      siteId: member.siteId,
      userId: member.userId,
      channel: LIVE_FEED_CHANNELS.orders,
      data: { ...order, signalId: id },
    })
    .catch(() => undefined);
  return ok(order);
};
