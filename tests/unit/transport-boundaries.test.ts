import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md, "Sessions and sign-in": the REST side (core/http's endpoint routes and
 * rest-handler.ts, and the Stripe webhook's route) and the tRPC side (core/trpc/ and the app
 * router) share the areas' endpoint definitions, services and core/call.ts, never each
 * other, and what they share (every file of an area, its endpoints/ included) knows neither
 * transport. eslint.config.js refuses such imports as they are written; this holds the rule
 * in the test suite as well, where a loosened lint block would not hide it.
 */

const SERVER = path.resolve('src/server');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every module a file imports (static, type-only, re-exports and import()), relative ones resolved to absolute paths. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => (fileName.startsWith('.') ? path.resolve(path.dirname(file), fileName) : fileName));
}

/** "file imports module" for every import of `files` that `forbidden` matches. */
function violations(files: string[], forbidden: (module: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((module) => `${path.relative(process.cwd(), file)} imports ${path.isAbsolute(module) ? path.relative(process.cwd(), module) : module}`),
  );
}

const withoutExtension = (file: string) => file.replace(/\.(js|ts)$/, '');
const inServer = (...parts: string[]) => path.join(SERVER, ...parts);
const isRest = (module: string) => {
  const file = withoutExtension(module);
  return file === inServer('core', 'http', 'rest-handler') || file === inServer('core', 'http', 'endpoint-routes') || file === inServer('stripe-webhook');
};
const isTrpc = (module: string) => {
  const file = withoutExtension(module);
  return file.startsWith(inServer('core', 'trpc') + path.sep) || file === inServer('router');
};
const isTransportPackage = (module: string) => module === 'express' || module.startsWith('@trpc/');

const serverFiles = sourceFiles(SERVER);
const restFiles = serverFiles.filter(isRest);
const trpcFiles = serverFiles.filter(isTrpc);
/** The areas' endpoint definitions and use cases (everything of an area but its face, index.ts, which re-exports them all) and the call context. */
const serviceFiles = [
  ...serverFiles.filter((file) => file.startsWith(inServer('areas') + path.sep) && !/[/\\]index\.ts$/.test(file)),
  inServer('core', 'call.ts'),
];

describe('transport boundaries', () => {
  it('finds the files it checks', () => {
    for (const [kind, files] of Object.entries({ restFiles, trpcFiles, serviceFiles })) expect(files.length, kind).toBeGreaterThan(2);
  });

  it('no REST handler imports tRPC', () => {
    expect(violations(restFiles, (module) => isTrpc(module) || module.startsWith('@trpc/'))).toEqual([]);
  });

  it('no tRPC module imports the REST handlers', () => {
    expect(violations(trpcFiles, isRest)).toEqual([]);
  });

  it('services and the sign-in module import neither transport', () => {
    expect(violations(serviceFiles, (module) => isRest(module) || isTrpc(module) || isTransportPackage(module))).toEqual([]);
  });
});
