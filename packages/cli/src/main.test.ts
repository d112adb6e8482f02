import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The executable's choice between the bundle and the modules tsc wrote, on a copy of src/main.cts in a
 * folder laid out like packages/cli: a `cli.js` (an ES module) and a `bundle-loader.cjs` (CommonJS)
 * that each say who they are, and the bundle's stamp naming one input file.
 */
let root: string;
const input = (): string => join(root, 'input.txt');

const run = async (env: NodeJS.ProcessEnv = {}): Promise<string> => {
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'dist/main.cjs'), 'a', 'b'], {
    env: { ...process.env, SIGNAL_PORTAL_NO_BUNDLE: '', ...env },
  });
  return stdout;
};

const fakeCli = (who: string): string =>
  `export const main = async (version, args) => { process.stdout.write('${who} ' + version + ' ' + args.join(',')); return 0; };\n`;

const writeStamp = async (): Promise<void> => {
  const { mtimeMs } = await stat(input());
  await writeFile(
    join(root, 'dist/bundle/stamp.json'),
    JSON.stringify({ inputs: { '../../input.txt': mtimeMs } }),
  );
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cli-main-'));
  await mkdir(join(root, 'dist/bundle'), { recursive: true });
  const source = await readFile(new URL('./main.cts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  await writeFile(join(root, 'dist/main.cjs'), outputText);
  await writeFile(join(root, 'package.json'), JSON.stringify({ type: 'module', version: '9.9.9' }));
  await writeFile(join(root, 'dist/cli.js'), fakeCli('modules'));
  await writeFile(
    join(root, 'dist/bundle-loader.cjs'),
    fakeCli('bundle').replace('export const main', 'exports.runBundle'),
  );
  await writeFile(input(), 'x');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('signal-portal (dist/main.cjs)', () => {
  it('runs the bundle while every input named by its stamp is unchanged, with the version and arguments', async () => {
    await writeStamp();
    expect(await run()).toBe('bundle 9.9.9 a,b');
  });

  it('runs the modules once an input changed after the bundle was made (a later tsc -b)', async () => {
    await writeStamp();
    const later = new Date(Date.now() + 5_000);
    await utimes(input(), later, later);
    expect(await run()).toBe('modules 9.9.9 a,b');
    await writeStamp();
    expect(await run()).toBe('bundle 9.9.9 a,b');
  });

  it('runs the modules without a stamp, with an input gone, or when told to', async () => {
    await writeStamp();
    expect(await run({ SIGNAL_PORTAL_NO_BUNDLE: '1' })).toBe('modules 9.9.9 a,b');
    await writeFile(
      join(root, 'dist/bundle/stamp.json'),
      JSON.stringify({ inputs: { '../../missing.txt': 1 } }),
    );
    expect(await run()).toBe('modules 9.9.9 a,b');
    await rm(join(root, 'dist/bundle/stamp.json'));
    expect(await run()).toBe('modules 9.9.9 a,b');
  });
});
