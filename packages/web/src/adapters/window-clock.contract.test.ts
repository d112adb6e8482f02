import { clockContract } from '@signal-portal/fixtures/contracts';
import { WindowClock } from './window-clock.js';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Node has the same timer functions as window; the real clock waits a little longer than asked.
clockContract('WindowClock', () => ({ clock: new WindowClock(globalThis), elapse: (ms) => wait(ms + 15) }));
