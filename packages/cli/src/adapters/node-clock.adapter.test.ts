import { clockContract } from '@signal-portal/fixtures/contracts';
import { NodeClock } from './node-clock.adapter.js';

// Real time: waits a little longer than asked, so timers have surely fired.
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms + 15));

clockContract('NodeClock', () => ({ clock: new NodeClock(), elapse: sleep }));
