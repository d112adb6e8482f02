import { fail, ok, SIGNAL_STATUSES, toIso, type Result, type SignalStatus } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import { receiveEaHeartbeat } from '../signals/signal-connection.js';
import { applyToStored, changeSignal } from '../signals/signal-store.js';
import { writeHistoryState } from '../storage/signal-history.repository.js';
import { findSignalAnySite, listSignals, type ListedSignal } from '../storage/signals.repository.js';
import type { OpsCommand } from './ops-command.js';
import { SIGNAL_FAULT_OPS } from './signal-faults.ops.js';

/** One line per signal for the operator's table. */
const summaryOf = (stored: ListedSignal) => ({
  id: stored.signal.id,
  siteId: stored.siteId,
  userId: stored.userId,
  name: stored.signal.name,
  platform: stored.signal.platform,
  status: stored.signal.status,
  connStatus: stored.signal.connStatus,
  enable: stored.signal.enable,
  archived: stored.signal.archivedAt !== null,
  submittedAt: stored.signal.submittedAt,
});

const isSignalStatus = (value: string): value is SignalStatus =>
  (SIGNAL_STATUSES as readonly string[]).includes(value);

/** Runs `work` on a signal named by its id (ids are unique across sites), as the platform. */
const onSignal = async (
  ctx: ServerContext,
  id: string | undefined,
  work: Parameters<typeof changeSignal>[3],
): Promise<Result<unknown>> => {
  if (id === undefined || id === '') return fail('FIELD_REQUIRED');
  const found = await findSignalAnySite(ctx.db, id);
  if (!found) return fail('SIGNAL_NOT_FOUND');
  const result = await changeSignal(ctx, { siteId: found.siteId }, id, work);
  return result.error ? result : ok(summaryOf(result.value));
};

/**
 * Operator commands of the signals area: list, review (approve / reject), the EA sync tool's heartbeat,
 * the broker simulator's faults (signal-faults.ops.ts).
 */
export const SIGNALS_OPS: readonly OpsCommand[] = [
  {
    name: ['signal', 'list'],
    usage: '[--site <siteId>] [--status NOT_SUBMITTED|CREATED|SUBMITTED|PASSED|NOT_PASSED]  list signals',
    async run(ctx, { flags }) {
      const status = flags.status;
      if (status !== undefined && !isSignalStatus(status)) return fail('INVALID_PARAMETERS');
      const { list, total } = await listSignals(ctx.db, {
        siteId: flags.site,
        ...(status === undefined ? {} : { status }),
        page: 1,
        pageSize: 1_000,
      });
      return ok({ total, signals: list.map(summaryOf) });
    },
  },
  {
    name: ['signal', 'approve'],
    usage: '<signalId> [--comment text]  approve a signal waiting for review',
    run: (ctx, { positional, flags }) =>
      onSignal(ctx, positional[0], (_tx, stored, now) =>
        applyToStored(stored, { type: 'approve', comment: flags.comment ?? '' }, now),
      ),
  },
  {
    name: ['signal', 'reject'],
    usage: '<signalId> --comment text  reject a signal waiting for review (the comment says why)',
    run: async (ctx, { positional, flags }) => {
      const comment = flags.comment?.trim() ?? '';
      if (comment === '') return fail('FIELD_REQUIRED');
      return onSignal(ctx, positional[0], (_tx, stored, now) =>
        applyToStored(stored, { type: 'reject', comment }, now),
      );
    },
  },
  {
    name: ['signal', 'heartbeat'],
    usage: "<signalId>  the EA sync tool reports in: links a CONNECTING EA signal's account",
    async run(ctx, { positional }) {
      const id = positional[0];
      if (id === undefined || id === '') return fail('FIELD_REQUIRED');
      const found = await findSignalAnySite(ctx.db, id);
      if (!found) return fail('SIGNAL_NOT_FOUND');
      const result = await receiveEaHeartbeat(ctx, { siteId: found.siteId }, id);
      // The tool reported in, whatever became of the signal: the health check times it from here.
      if (found.signal.connMethod === 'EA') {
        const key = { siteId: found.siteId, signalId: id };
        const now = toIso(ctx.clock.now());
        await ctx.db.transaction((tx) => writeHistoryState(tx, key, { lastHeartbeatAt: now }));
      }
      return result.error ? result : ok(summaryOf(result.value));
    },
  },
  ...SIGNAL_FAULT_OPS,
];
