import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md, "Sessions and sign-in": the REST handlers and the tRPC procedures share
 * services and security/sign-in.ts, never each other, and what they share knows neither
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

const under = (folder: string) => (module: string) => module.startsWith(path.join(SERVER, folder) + path.sep);
const isTransportPackage = (module: string) => module === 'express' || module.startsWith('@trpc/');

describe('transport boundaries', () => {
  it('finds the files it checks', () => {
    for (const folder of ['rest', 'trpc', 'services']) expect(sourceFiles(path.join(SERVER, folder)).length, folder).toBeGreaterThan(2);
  });

  it('no REST handler imports tRPC', () => {
    const files = sourceFiles(path.join(SERVER, 'rest'));
    expect(violations(files, (module) => under('trpc')(module) || module.startsWith('@trpc/'))).toEqual([]);
  });

  it('no tRPC module imports the REST handlers', () => {
    expect(violations(sourceFiles(path.join(SERVER, 'trpc')), under('rest'))).toEqual([]);
  });

  it('services and the sign-in module import neither transport', () => {
    const files = [...sourceFiles(path.join(SERVER, 'services')), path.join(SERVER, 'security', 'sign-in.ts')];
    expect(violations(files, (module) => under('rest')(module) || under('trpc')(module) || isTransportPackage(module))).toEqual([]);
  });
});
