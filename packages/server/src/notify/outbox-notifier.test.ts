import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodeMessage } from './notifier.port.js';
import { OUTBOX_FILE, OutboxNotifier } from './outbox-notifier.js';

const message = (overrides: Partial<CodeMessage> = {}): CodeMessage => ({
  channel: 'email',
  to: 'ana@example.com',
  code: '012345',
  purpose: 'login',
  siteName: 'Signal Portal Demo',
  language: 'en-US',
  ...overrides,
});

describe('OutboxNotifier', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends one JSON line per message to $DATA_DIR/outbox.jsonl and prints it', async () => {
    const printed: string[] = [];
    const at = Date.parse('2026-11-22T03:00:00.000Z');
    const dataDir = join(dir, 'data'); // created on first write
    const notifier = new OutboxNotifier(dataDir, { now: () => at, log: (line) => printed.push(line) });
    await notifier.sendCode(message());
    await notifier.sendCode(
      message({ channel: 'sms', to: '+886912345678', code: '999999', purpose: 'register' }),
    );

    const text = await readFile(join(dataDir, OUTBOX_FILE), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      {
        channel: 'email',
        to: 'ana@example.com',
        code: '012345',
        purpose: 'login',
        at: '2026-11-22T03:00:00.000Z',
      },
      {
        channel: 'sms',
        to: '+886912345678',
        code: '999999',
        purpose: 'register',
        at: '2026-11-22T03:00:00.000Z',
      },
    ]);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toContain('"code":"012345"');
  });

  it('keeps the file private to its owner (it holds live codes)', async () => {
    const notifier = new OutboxNotifier(dir, { log: () => undefined });
    await notifier.sendCode(message());
    expect((await stat(notifier.file)).mode & 0o077).toBe(0);
  });

  it('many messages at once each get a whole line', async () => {
    const notifier = new OutboxNotifier(dir, { log: () => undefined });
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => notifier.sendCode(message({ code: String(i).padStart(6, '0') }))),
    );
    const lines = (await readFile(notifier.file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(50);
    const codes = lines.map((line) => (JSON.parse(line) as { code: string }).code).sort();
    expect(codes).toEqual(Array.from({ length: 50 }, (_, i) => String(i).padStart(6, '0')));
  });
});
