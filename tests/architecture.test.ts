import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findDependencyViolations, isPackage, type Package } from './dependency-rule.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests and their helpers (never built into dist) may use fixtures and Node; shipped code may not.
    return /\.c?tsx?$/.test(name) && !/\.test(-helpers)?\.tsx?$/.test(name) ? [path] : [];
  });

const violationsIn = (pkg: Package) =>
  sourceFiles(join(root, 'packages', pkg, 'src')).flatMap((file) =>
    findDependencyViolations(pkg, readFileSync(file, 'utf8')).map((v) => `${relative(root, file)}: ${v}`),
  );

describe('the dependency rule (docs/architecture.md)', () => {
  it('core imports nothing of ours, no React, no Node built-ins and uses no DOM globals', () => {
    expect(violationsIn('core')).toEqual([]);
  });

  it('fixtures depend on core only, and stay portable', () => {
    expect(violationsIn('fixtures')).toEqual([]);
  });

  it('every other package imports only inward (web and cli never import server or fixtures)', () => {
    const others = readdirSync(join(root, 'packages')).filter(
      (name): name is Package => isPackage(name) && name !== 'core' && name !== 'fixtures',
    );
    expect(others.flatMap(violationsIn)).toEqual([]);
  });
});

describe('the dependency-rule checker itself', () => {
  const core = (src: string) => findDependencyViolations('core', src);

  it('flags imports of our other packages from core', () => {
    expect(core(`import { x } from '@signal-portal/fixtures';`)).toHaveLength(1);
    expect(core(`export * from "@signal-portal/web";`)).toHaveLength(1);
  });

  it('flags React and other frameworks', () => {
    expect(core(`import React from 'react';`)).toHaveLength(1);
    expect(core(`import { observer } from 'mobx-react-lite';`)).toHaveLength(1);
    expect(core(`import { Container } from 'inversify';`)).toHaveLength(1);
  });

  it('flags Node built-ins, with or without the node: prefix, and dynamic imports', () => {
    expect(core(`import { readFile } from 'node:fs';`)).toHaveLength(1);
    expect(core(`import path from 'path';`)).toHaveLength(1);
    expect(core(`const m = await import('node:crypto');`)).toHaveLength(1);
    expect(core(`const fs = require('fs');`)).toContain('imports the Node built-in fs');
  });

  it('flags DOM and Node globals but not words inside strings or comments', () => {
    expect(core(`const w = window.innerWidth;`)).toHaveLength(1);
    expect(core(`localStorage.setItem('a', 'b');`)).toHaveLength(1);
    expect(core(`const s = new WebSocket(url);`)).toHaveLength(1);
    expect(core(`const r = await fetch(url);`)).toHaveLength(1);
    expect(core(`process.env.X;`)).toHaveLength(1);
    expect(core(`setTimeout(() => 1, 5);`)).toHaveLength(1);
    expect(core(`const t = Date.now();`)).toHaveLength(1);
    expect(core(`// the browser window and document are the web's job\nconst a = 'window';`)).toEqual([]);
    expect(core(`interface Clock { setTimeout(cb: () => void, ms: number): unknown }`)).toEqual([]);
    expect(core(`const t = new Date();`)).toHaveLength(1);
    expect(core(`const t = new Date(iso);`)).toEqual([]);
    expect(core(`clock.setTimeout(cb, 12_000); const doc = documentation.window;`)).toEqual([]);
  });

  it('accepts relative imports and the field-standard libraries', () => {
    expect(
      core(
        `import { ok } from '../shared/result.js';\nimport { Decimal } from 'decimal.js';\nimport { isValidIBAN } from 'ibantools';`,
      ),
    ).toEqual([]);
  });

  it('keeps web and cli away from server and fixtures', () => {
    expect(findDependencyViolations('web', `import { x } from '@signal-portal/server';`)).toHaveLength(1);
    expect(findDependencyViolations('cli', `import { x } from '@signal-portal/fixtures';`)).toHaveLength(1);
    expect(findDependencyViolations('server', `import { x } from '@signal-portal/fixtures';`)).toEqual([]);
    expect(findDependencyViolations('server', `import { x } from '@signal-portal/web';`)).toHaveLength(1);
  });

  it('lets fixtures import core but nothing else of ours', () => {
    expect(findDependencyViolations('fixtures', `import { dec } from '@signal-portal/core';`)).toEqual([]);
    expect(findDependencyViolations('fixtures', `import { x } from '@signal-portal/server';`)).toHaveLength(
      1,
    );
  });
});
