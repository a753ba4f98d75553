import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/openapi.js';

/**
 * DECISIONS.md section 6: /api/openapi.json passes Redocly's recommended ruleset
 * with no error, checked by the CLI an integrator would run rather than by a copy of its rules.
 */

const PUBLIC_URL = 'https://chefconnect.example';
const redocly = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'chefconnect-openapi-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }[];
}

describe('/api/openapi.json', () => {
  it("passes Redocly's recommended ruleset with no error", async () => {
    const file = path.join(scratch, 'openapi.json');
    writeFileSync(file, JSON.stringify(openApiDocument(PUBLIC_URL)));
    // The scratch directory as cwd, so no redocly.yaml of the project's or a parent's applies;
    // telemetry and the update notice off, so the check needs no network.
    const { stdout } = await promisify(execFile)(process.execPath, [redocly, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', file], {
      cwd: scratch,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names every operation with a unique camelCase operationId', () => {
    const ids = Object.values(openApiDocument(PUBLIC_URL).paths).flatMap((item) => Object.values(item).map((operation) => (operation as { operationId: string }).operationId));
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('is served from the configured public URL', () => {
    expect(openApiDocument(PUBLIC_URL).servers).toEqual([{ url: PUBLIC_URL }]);
  });
});
