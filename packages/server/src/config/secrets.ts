import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Keys the server signs with: site tokens (JWT, HS256) and code hashes (HMAC pepper). */
export interface Secrets {
  readonly siteTokenKey: string;
  readonly codePepper: string;
}

const generate = (): Secrets => ({
  siteTokenKey: randomBytes(32).toString('base64url'),
  codePepper: randomBytes(32).toString('base64url'),
});

const isSecrets = (value: unknown): value is Secrets =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Secrets).siteTokenKey === 'string' &&
  typeof (value as Secrets).codePepper === 'string';

/**
 * Secrets from the environment (SITE_TOKEN_KEY, CODE_PEPPER) when given, else from
 * `$DATA_DIR/secrets.json`, generated there with mode 0600 on first start. Processes that share a
 * PostgreSQL database must share the same secrets (same DATA_DIR or the same environment).
 */
export const loadSecrets = async (
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Secrets> => {
  const file = join(dataDir, 'secrets.json');
  let stored: Secrets | undefined;
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isSecrets(parsed)) stored = parsed;
  } catch {
    stored = undefined;
  }
  if (!stored) {
    stored = generate();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'w' });
  }
  return {
    siteTokenKey: env.SITE_TOKEN_KEY || stored.siteTokenKey,
    codePepper: env.CODE_PEPPER || stored.codePepper,
  };
};
