import { randomUUID } from 'node:crypto';
import type { ConnMethod, LostReason } from '@signal-portal/core';
import type { Database } from '../../storage/database.port.js';
import type { BrokerAccessFault, LinkedAccount } from '../broker.port.js';

/**
 * Faults an operator can cause on a simulated account (ops `signal fault`), each named for the lost
 * reason the platform should notice because of it.
 */
export const SIMULATOR_FAULTS = {
  /** The provider changed the account's investor password at the broker. */
  'password-changed': 'INVESTOR_PASSWORD_CHANGED',
  /** The provider deleted the API key at the exchange (or it expired). */
  'key-revoked': 'API_KEY_REVOKED',
  /** The provider gave the API key trading permission. */
  'key-can-trade': 'API_KEY_NOT_READ_ONLY',
  /** The broker cannot be reached, for as long as the fault lasts (unlike `setOutage`, meant as a blip). */
  unreachable: 'BROKER_UNREACHABLE',
  /** The simulated EA in the account's terminal stops reporting. */
  'heartbeat-stopped': 'HEARTBEAT_LOST',
} as const satisfies Record<string, LostReason>;

export type SimulatorFault = keyof typeof SIMULATOR_FAULTS;

export const SIMULATOR_FAULT_NAMES = Object.keys(SIMULATOR_FAULTS) as SimulatorFault[];

export const isSimulatorFault = (value: unknown): value is SimulatorFault =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(SIMULATOR_FAULTS, value);

/**
 * What a fresh link ends: the provider typed the new investor password or API key, or the EA reported
 * in again. An unreachable broker is the broker's to end (the operator clears it).
 */
const CLEARED_BY_LINK: Readonly<Record<ConnMethod, readonly SimulatorFault[]>> = {
  ACCOUNT_LINK: ['password-changed'],
  API_KEY: ['key-revoked', 'key-can-trade'],
  EA: ['heartbeat-stopped'],
};

/** The broker's credential refusals, in the order a read meets them. */
const ACCESS_FAULTS = ['password-changed', 'key-revoked', 'key-can-trade'] as const;

/** How a read of an account fares under its faults. */
export type ReadRefusal = 'unreachable' | BrokerAccessFault | undefined;

/** The NOTIFY channel that tells every process an account's faults changed. */
export const SIMULATOR_FAULTS_NOTIFY_CHANNEL = 'simulator_faults';

interface FaultsNotice {
  readonly origin: string;
  readonly account: string;
  readonly faults: readonly SimulatorFault[];
}

/** Faults are per account, as the simulator identifies accounts (one account, one history). */
export const faultKeyOf = (account: Pick<LinkedAccount, 'platform' | 'server' | 'number'>): string =>
  `${account.platform}/${account.server}/${account.number}`;

/**
 * The faults of the simulated accounts. Reads are answered from memory (a broker read may run inside
 * a transaction, where PGlite's one connection could not take another query); kept in storage
 * (`keepIn`), every change is written to `simulator_faults` and told to the other processes by NOTIFY,
 * so a fault an operator causes from `npm run ops` reaches every server process and survives a restart.
 */
export class SimulatorFaults {
  private readonly byAccount = new Map<string, ReadonlySet<SimulatorFault>>();
  /** Tells this instance's own notices apart from other processes'. */
  private readonly origin = randomUUID();
  private db: Database | undefined;
  /** The storage writes in flight, one after the other. */
  private writes: Promise<void> = Promise.resolve();

  /** Loads the stored faults and follows every later change; resolves to the way to stop. */
  async keepIn(db: Database): Promise<() => Promise<void>> {
    const stop = await db.listen(
      SIMULATOR_FAULTS_NOTIFY_CHANNEL,
      (payload) => this.applyNotice(payload),
      // Changes told while the LISTEN connection was down are read again, after this process's own.
      () => {
        this.writes = this.writes.then(() => this.load(db)).catch(() => undefined);
      },
    );
    await this.load(db);
    this.db = db;
    return async () => {
      this.db = undefined;
      await stop();
    };
  }

  /** The account's faults, in SIMULATOR_FAULTS order. */
  of(account: LinkedAccount): SimulatorFault[] {
    const faults = this.faultsOfKey(faultKeyOf(account));
    return SIMULATOR_FAULT_NAMES.filter((fault) => faults.has(fault));
  }

  has(account: LinkedAccount, fault: SimulatorFault): boolean {
    return this.faultsOfKey(faultKeyOf(account)).has(fault);
  }

  /** Why a history or symbols read of the account fails now; undefined when it succeeds. */
  readRefusal(account: LinkedAccount): ReadRefusal {
    const faults = this.faultsOfKey(faultKeyOf(account));
    if (faults.has('unreachable')) return 'unreachable';
    const refused = ACCESS_FAULTS.find((fault) => faults.has(fault));
    return refused === undefined ? undefined : SIMULATOR_FAULTS[refused];
  }

  /** Causes a fault on the account (kept in storage when kept there); resolves to its faults. */
  async cause(account: LinkedAccount, fault: SimulatorFault): Promise<SimulatorFault[]> {
    const key = faultKeyOf(account);
    await this.change(key, new Set([...this.faultsOfKey(key), fault]));
    return this.of(account);
  }

  /** Ends the account's faults (all of them by default); resolves to those left. */
  async clear(
    account: LinkedAccount,
    faults: readonly SimulatorFault[] = SIMULATOR_FAULT_NAMES,
  ): Promise<SimulatorFault[]> {
    const key = faultKeyOf(account);
    await this.change(key, new Set([...this.faultsOfKey(key)].filter((fault) => !faults.includes(fault))));
    return this.of(account);
  }

  /**
   * A fresh link of the account by `method` ends the faults new credentials end. The broker's link runs
   * inside the caller's transaction, so memory changes at once and storage follows without being
   * awaited (on PGlite it waits for that transaction to end).
   */
  linked(account: LinkedAccount, method: ConnMethod): void {
    const key = faultKeyOf(account);
    const before = this.faultsOfKey(key);
    if (!CLEARED_BY_LINK[method].some((fault) => before.has(fault))) return;
    void this.change(
      key,
      new Set([...before].filter((fault) => !CLEARED_BY_LINK[method].includes(fault))),
    ).catch(() => undefined);
  }

  private faultsOfKey(key: string): ReadonlySet<SimulatorFault> {
    return this.byAccount.get(key) ?? new Set();
  }

  private remember(key: string, faults: ReadonlySet<SimulatorFault>): void {
    if (faults.size === 0) this.byAccount.delete(key);
    else this.byAccount.set(key, faults);
  }

  /** Remembers the account's faults now; storage follows in the order of the changes. */
  private change(key: string, faults: ReadonlySet<SimulatorFault>): Promise<void> {
    this.remember(key, faults);
    const db = this.db;
    if (db === undefined) return Promise.resolve();
    const list = SIMULATOR_FAULT_NAMES.filter((fault) => faults.has(fault));
    const write = async (): Promise<void> => {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM simulator_faults WHERE account = $1', [key]);
        for (const fault of list)
          await tx.query('INSERT INTO simulator_faults (account, fault) VALUES ($1, $2)', [key, fault]);
      });
      const notice: FaultsNotice = { origin: this.origin, account: key, faults: list };
      await db.notify(SIMULATOR_FAULTS_NOTIFY_CHANNEL, JSON.stringify(notice));
    };
    const written = this.writes.then(write);
    this.writes = written.catch(() => undefined);
    return written;
  }

  /** Every stored fault, in place of those in memory. */
  private async load(db: Database): Promise<void> {
    const { rows } = await db.query<{ account: string; fault: SimulatorFault }>(
      'SELECT account, fault FROM simulator_faults ORDER BY account, fault',
    );
    this.byAccount.clear();
    for (const row of rows) {
      if (isSimulatorFault(row.fault))
        this.byAccount.set(row.account, new Set([...this.faultsOfKey(row.account), row.fault]));
    }
  }

  private applyNotice(payload: string): void {
    try {
      const notice = JSON.parse(payload) as Partial<FaultsNotice>;
      if (notice.origin === this.origin || typeof notice.account !== 'string') return;
      const faults = Array.isArray(notice.faults) ? notice.faults.filter(isSimulatorFault) : [];
      this.remember(notice.account, new Set(faults));
    } catch {
      // Not ours: nothing to apply.
    }
  }
}
