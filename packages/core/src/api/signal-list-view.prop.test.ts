import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNAL_STATUSES } from '../domain/signal/signal.js';
import { SIGNAL_LIST_VIEWS } from './payloads.js';
import { compareSignalListOrder, signalListViewOf } from './signal-list-view.js';

const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

const viewFieldsArb = fc.record({
  status: fc.constantFrom(...SIGNAL_STATUSES),
  archivedAt: fc.option(instantArb),
  deletedAt: fc.option(instantArb),
});

describe('signalListViewOf (properties)', () => {
  it('puts every live signal in exactly one view and a deleted one in none', () => {
    fc.assert(
      fc.property(viewFieldsArb, (signal) => {
        const view = signalListViewOf(signal);
        if (signal.deletedAt !== null) expect(view).toBeNull();
        else expect(SIGNAL_LIST_VIEWS).toContain(view);
      }),
    );
  });

  it('matches the server filters: listed = PASSED and not archived; pending = not PASSED and not archived', () => {
    fc.assert(
      fc.property(viewFieldsArb, (signal) => {
        fc.pre(signal.deletedAt === null);
        const view = signalListViewOf(signal);
        expect(view === 'archived').toBe(signal.archivedAt !== null);
        expect(view === 'listed').toBe(signal.archivedAt === null && signal.status === 'PASSED');
        expect(view === 'pending').toBe(signal.archivedAt === null && signal.status !== 'PASSED');
      }),
    );
  });
});

describe('compareSignalListOrder (properties)', () => {
  const itemArb = fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), createdAt: instantArb });

  it('is a total order: antisymmetric and transitive', () => {
    fc.assert(
      fc.property(itemArb, itemArb, itemArb, (a, b, c) => {
        expect(Math.sign(compareSignalListOrder(a, b))).toBe(-Math.sign(compareSignalListOrder(b, a)) || 0);
        if (compareSignalListOrder(a, b) <= 0 && compareSignalListOrder(b, c) <= 0) {
          expect(compareSignalListOrder(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('sorts newest first', () => {
    fc.assert(
      fc.property(fc.array(itemArb), (items) => {
        const sorted = [...items].sort(compareSignalListOrder);
        const times = sorted.map((item) => Date.parse(item.createdAt));
        expect(times.every((time, i) => i === 0 || (times[i - 1] ?? time) >= time)).toBe(true);
      }),
    );
  });
});
