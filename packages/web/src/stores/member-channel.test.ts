import { describe, expect, it } from 'vitest';
import { memberChannel } from './member-channel.js';

describe('memberChannel', () => {
  it('subscribes after authentication and catches up on every confirmation but the first', () => {
    let catchUps = 0;
    const options = memberChannel(() => (catchUps += 1));
    expect(options.auth).toBe(true);
    options.onSubscribed?.();
    expect(catchUps).toBe(0);
    options.onSubscribed?.();
    expect(catchUps).toBe(1);
    options.onSubscribed?.();
    expect(catchUps).toBe(2);
  });

  it('counts each subscription on its own', () => {
    let catchUps = 0;
    const first = memberChannel(() => (catchUps += 1));
    const second = memberChannel(() => (catchUps += 10));
    first.onSubscribed?.();
    second.onSubscribed?.();
    expect(catchUps).toBe(0);
    second.onSubscribed?.();
    expect(catchUps).toBe(10);
  });
});
