import { join } from 'node:path';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, readConfig } from './config/config.js';
import { loadSecrets } from './config/secrets.js';
import { OUTBOX_FILE } from './notify/outbox-notifier.js';
import { removeOpsHandover, writeOpsHandover } from './ops/ops-handover.js';
import { createServer } from './server.js';
import { DataFolderInUseError } from './storage/data-folder-lock.js';
import { listSites } from './storage/sites.repository.js';
import { NO_SITE_HINT } from './web/entry-page.js';

/**
 * `npm start`: one process with the configuration from the environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, SMTP_URL, PUBLIC_URL), the demo seeded on first start, stopped gracefully on SIGINT/SIGTERM
 * within SHUTDOWN_TIMEOUT_MS: exit 0 when everything finished, 1 when the bound cut something (a second
 * signal stops at once).
 */
const main = async (): Promise<void> => {
  const config = readConfig();
  const secrets = await loadSecrets(config.dataDir);
  const server = await createServer({ config, secrets });
  const { port } = await server.listen();
  const local = `http://localhost:${port}`;
  // Without PUBLIC_URL it follows the bound port (PORT=0 lets the system pick one).
  const { publicUrl } = server.ctx.config;
  if (server.ctx.db.kind === 'pglite') {
    await writeOpsHandover(config.dataDir, { pid: process.pid, url: local, token: server.opsToken });
  }

  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  const lines = [
    `Signal portal listening on ${local} (public URL ${publicUrl})`,
    `Storage: ${storage}`,
    server.seeded
      ? 'First start: seeded the demo site and provider with signals, followers and settlements.'
      : 'Existing data found: nothing seeded.',
    (await listSites(server.ctx.db)).length === 0
      ? NO_SITE_HINT
      : `Open ${publicUrl}/ and log in as ${DEMO_PROVIDER_CONTACT.email} ` +
        `(or ${DEMO_PROVIDER_CONTACT.phone}): the 6-digit code appears in this console and in ` +
        `${join(config.dataDir, OUTBOX_FILE)}` +
        (config.smtpUrl ? ' (emails go by SMTP_URL).' : '.'),
    'Operator commands: npm run ops -- help',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      console.error(`${signal} again: stopping at once, cutting what still runs.`);
      process.exit(1);
    }
    stopping = true;
    const timeoutMs = config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    console.log(`${signal}: stopping (at most ${timeoutMs} ms)...`);
    void (async () => {
      await removeOpsHandover(config.dataDir).catch(() => undefined);
      const outcome = await server.shutdown(timeoutMs);
      if (!outcome.clean) {
        console.error(
          `${signal}: SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms) passed; cut ${outcome.cut.join(', ')}.`,
        );
      }
      process.exit(outcome.clean ? 0 : 1);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : error);
  if (error instanceof DataFolderInUseError) {
    console.error(
      'Stop that process first, or give this one another DATA_DIR. Several processes on one database: ' +
        'set DATABASE_URL (PostgreSQL).',
    );
  }
  process.exit(1);
});
