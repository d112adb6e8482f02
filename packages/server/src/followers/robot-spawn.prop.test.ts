import { dec, DAY_MS } from '@signal-portal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FollowedSignal } from './followed-signals.js';
import { planRobot, ROBOT_SPAWN, targetRobotCount } from './robot-spawn.js';

const baseSignal: FollowedSignal = {
  siteId: 's',
  id: 'sig-1',
  providerId: 'p',
  name: 'Sig',
  platform: 'MT5',
  followSetting: { investmentMin: '100', investmentMax: '1000000', profitSharePercent: '20' },
  symbols: ['EURUSD', 'GBPUSD', 'XAUUSD'].map((s) => ({
    providerSymbol: s,
    platformSymbol: s,
    contractSize: '1',
  })),
  principal: '10000',
  enabledAt: new Date(0),
  account: undefined,
  copying: true,
};

describe('robot spawn plan', () => {
  it('any robot invests a whole amount within the signal bounds and takes a valid percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.oneof(fc.integer({ min: -50, max: 150 }).map(String), fc.constantFrom('abc', '', '12.5')),
        fc.nat(50),
        fc.uuid(),
        (min, extra, percent, seq, id) => {
          const max = Math.min(1_000_000, min + extra);
          const signal = {
            ...baseSignal,
            id,
            followSetting: {
              investmentMin: String(min),
              investmentMax: String(max),
              profitSharePercent: percent,
            },
          };
          const robot = planRobot(signal, seq, new Date(0), 'r');
          const investment = dec(robot.investment);
          expect(investment.isInteger()).toBe(true);
          expect(investment.greaterThanOrEqualTo(min) && investment.lessThanOrEqualTo(max)).toBe(true);
          const p = dec(robot.profitSharePercent);
          expect(p.greaterThanOrEqualTo(0) && p.lessThanOrEqualTo(100)).toBe(true);
          if (robot.followType === 'SYMBOL_STRATEGY') expect(robot.symbols.length).toBeGreaterThan(0);
          expect(planRobot(signal, seq, new Date(0), 'r')).toEqual(robot);
        },
      ),
    );
  });

  it('alternates follow types, and follows fully when the signal has no matched symbols', () => {
    expect([0, 1, 2, 3].map((seq) => planRobot(baseSignal, seq, new Date(0), 'r').followType)).toEqual([
      'FULL_SIGNAL',
      'SYMBOL_STRATEGY',
      'FULL_SIGNAL',
      'SYMBOL_STRATEGY',
    ]);
    expect(planRobot({ ...baseSignal, symbols: [] }, 1, new Date(0), 'r').followType).toBe('FULL_SIGNAL');
  });

  it('grows the followers by one every three days from two, up to the cap', () => {
    const start = new Date(0);
    const at = (days: number): number => targetRobotCount(start, new Date(days * DAY_MS));
    expect([0, 2.9, 3, 6, 17.9, 18, 100].map(at)).toEqual([2, 2, 3, 4, 7, 8, ROBOT_SPAWN.max]);
  });
});
