import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What server and client must agree on is written once, in src/common, and imported by both
 * (ARCHITECTURE.md, "Time"): "today in Vancouver", the pattern of an id in a path,
 * and the sign-in error. A second copy drifts, as the client's 15-digit ids once did beside the
 * API's 10.
 */

function sourcesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sources = sourcesUnder('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const holding = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('written once in src/common', () => {
  it("defines today's day in Vancouver in src/common/vancouver-time.ts only", () => {
    expect(holding(/function vancouverToday\b/)).toEqual([path.join('src', 'common', 'vancouver-time.ts')]);
  });

  it('writes the pattern of an id in src/common/ids.ts only', () => {
    expect(holding(/\[1-9\]\[0-9\]|\[1-9\]\\d/)).toEqual([path.join('src', 'common', 'ids.ts')]);
  });

  it('words the sign-in error in src/common/messages.ts only', () => {
    expect(holding(/Invalid username or password/)).toEqual([path.join('src', 'common', 'messages.ts')]);
  });
});
