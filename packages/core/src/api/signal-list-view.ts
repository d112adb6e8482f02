import type { Signal } from '../domain/signal/signal.js';
import type { SignalListView } from './payloads.js';

type ViewFields = Pick<Signal, 'status' | 'archivedAt' | 'deletedAt'>;

/**
 * The view of GET /signal that lists the signal, or null once it is deleted (no view lists it):
 * archived whatever its review state; otherwise listed once approved (PASSED), and pending for every
 * other review state, drafts and rejected signals included. So each live signal is in exactly one view,
 * and a screen can move a changed signal between its tabs without asking the server.
 */
export const signalListViewOf = (signal: ViewFields): SignalListView | null => {
  if (signal.deletedAt !== null) return null;
  if (signal.archivedAt !== null) return 'archived';
  return signal.status === 'PASSED' ? 'listed' : 'pending';
};

/**
 * The order of every view's list: newest first, then by id (the server's ORDER BY). Negative when `a`
 * comes before `b`.
 */
export const compareSignalListOrder = (
  a: Pick<Signal, 'createdAt' | 'id'>,
  b: Pick<Signal, 'createdAt' | 'id'>,
): number => {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};
