/**
 * The dependency rule of docs/architecture.md as a checker over source text. Arrows point inward:
 * core imports nothing of ours and stays framework-free (no React, no Node built-ins, no DOM or Node
 * globals); fixtures import core only; web, cli and server never import each other (web/cli also
 * never import fixtures or server).
 */
import { builtinModules } from 'node:module';
import ts from 'typescript';

const PACKAGES = ['core', 'fixtures', 'server', 'web', 'cli'] as const;
export type Package = (typeof PACKAGES)[number];

export const isPackage = (name: string): name is Package => (PACKAGES as readonly string[]).includes(name);

const ALLOWED_INTERNAL: Record<Package, readonly string[]> = {
  core: [],
  fixtures: ['core'],
  server: ['core', 'fixtures'],
  web: ['core'],
  cli: ['core'],
};

const FRAMEWORKS =
  /^(react|react-dom|react-router|react-router-dom|mobx|mobx-react-lite|inversify|inversify-react|reflect-metadata|i18next|react-i18next|echarts|echarts-for-react|fastify|ws|undici|commander|inquirer|cli-table3)(\/|$)/;

/** Globals of the browser or of Node that a portable package must reach through a port instead. */
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'fetch',
  'WebSocket',
  'XMLHttpRequest',
  'FormData',
  'process',
  'Buffer',
  'require',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  '__dirname',
];

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

const importSpecifiers = (source: string): string[] => {
  const specs: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) if (m[1]) specs.push(m[1]);
  return specs;
};

/** Whether an identifier is a reference to a binding, not a property or member name. */
const isReference = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertySignature(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isEnumMember(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isExportSpecifier(parent)) &&
    parent.name === node
  ) {
    return false;
  }
  return true;
};

/** Uses of browser or Node globals and reads of the real clock, found in the syntax tree. */
const globalUses = (source: string): string[] => {
  const found: string[] = [];
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const locals = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isReference(node)) {
      const name = node.text;
      if (FORBIDDEN_GLOBALS.includes(name) && !locals.has(name)) found.push(`uses the global ${name}`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Date' &&
      node.expression.name.text === 'now'
    ) {
      found.push('reads the real clock (Date.now); take the time as a parameter or through the Clock port');
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date') {
      if ((node.arguments ?? []).length === 0) {
        found.push(
          'reads the real clock (new Date()); take the time as a parameter or through the Clock port',
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  // Names the file declares itself (a parameter called `fetch`, say) are not globals.
  const collect = (node: ts.Node): void => {
    if (
      (ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      locals.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  visit(file);
  return [...new Set(found)];
};

const portable = (pkg: Package): boolean => pkg === 'core' || pkg === 'fixtures';

export const findDependencyViolations = (pkg: Package, source: string): string[] => {
  const violations: string[] = [];
  for (const spec of importSpecifiers(source)) {
    const ours = /^@signal-portal\/([\w-]+)/.exec(spec);
    if (ours) {
      const target = ours[1] as Package;
      if (target !== pkg && !ALLOWED_INTERNAL[pkg].includes(target)) violations.push(`imports ${spec}`);
      continue;
    }
    if (!portable(pkg)) continue;
    if (NODE_BUILTINS.has(spec)) violations.push(`imports the Node built-in ${spec}`);
    else if (FRAMEWORKS.test(spec)) violations.push(`imports the framework ${spec}`);
  }
  if (portable(pkg)) violations.push(...globalUses(source));
  return violations;
};
