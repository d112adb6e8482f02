import { fail, lostReasonsOf, ok, toIso, type ConnMethod } from '@signal-portal/core';
import { SimulatorBroker } from '../brokers/simulator/simulator-broker.js';
import {
  faultKeyOf,
  isSimulatorFault,
  SIMULATOR_FAULT_NAMES,
  SIMULATOR_FAULTS,
  type SimulatorFault,
} from '../brokers/simulator/simulator-faults.js';
import { ensureHealthCheck } from '../signals/connection-health-job.js';
import { findSignalAnySite } from '../storage/signals.repository.js';
import type { OpsCommand } from './ops-command.js';
import { UsageError } from './ops-runner.js';

const CLEAR = 'clear';

/** The faults that can happen to a connection of `method` (those whose lost reason it can have). */
const faultsFor = (method: ConnMethod): SimulatorFault[] =>
  SIMULATOR_FAULT_NAMES.filter((fault) => lostReasonsOf(method).includes(SIMULATOR_FAULTS[fault]));

/**
 * `signal fault <signalId> <fault>|clear`: causes a fault of the broker simulator on the signal's
 * account (brokers/simulator/README.md, "Faults"), or ends them all. The platform notices a fault by
 * itself, as it would a real one: within the health check's minute (an unreachable broker after 10
 * minutes, a stopped EA after 3), the signal is LOST with the fault's reason. The answer lists the
 * account's faults now.
 */
export const SIGNAL_FAULT_OPS: readonly OpsCommand[] = [
  {
    name: ['signal', 'fault'],
    usage: `<signalId> <${SIMULATOR_FAULT_NAMES.join('|')}|${CLEAR}>  cause a broker-simulator fault on the signal's account (the signal goes LOST with its reason once the platform notices), or end them all`,
    async run(ctx, { positional }) {
      const [id, fault] = positional;
      if (id === undefined || id === '') return fail('FIELD_REQUIRED');
      if (fault !== CLEAR && !isSimulatorFault(fault))
        throw new UsageError(
          `${fault === undefined ? 'No fault named' : `Unknown fault '${fault}'`}: one of ${SIMULATOR_FAULT_NAMES.join(', ')}, or ${CLEAR}.`,
        );
      const broker = ctx.broker;
      if (!(broker instanceof SimulatorBroker))
        throw new UsageError(
          'Faults are caused on the broker simulator; this platform talks to another broker.',
        );
      const found = await findSignalAnySite(ctx.db, id);
      if (!found) return fail('SIGNAL_NOT_FOUND');
      const { signal } = found;
      const account = found.link.account;
      // A signal that never linked an account has nothing a fault could break.
      if (account === null) return fail('SIGNAL_NOT_CONNECTED');
      const answer = (faults: readonly SimulatorFault[]) =>
        ok({
          id: signal.id,
          connMethod: signal.connMethod,
          connStatus: signal.connStatus,
          account: faultKeyOf(account),
          faults,
        });
      if (fault === CLEAR) return answer(await broker.faults.clear(account));
      const possible = faultsFor(signal.connMethod);
      if (!possible.includes(fault))
        throw new UsageError(
          `A signal connected by ${signal.connMethod} cannot have '${fault}': its faults are ${possible.join(', ')}.`,
        );
      const faults = await broker.faults.cause(account, fault);
      // Signals linked before their connection was watched get their check now.
      await ctx.db.transaction((tx) =>
        ensureHealthCheck(tx, found.siteId, signal.id, toIso(ctx.clock.now())),
      );
      return answer(faults);
    },
  },
];
