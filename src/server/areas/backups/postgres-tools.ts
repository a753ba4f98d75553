import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
/** pg_restore --list of a large schema is long: execFile's default of 1 MB would cut it off. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/**
 * Backups and restores on PostgreSQL go through the server's own tools, pg_dump and pg_restore
 * (DECISIONS.md section 21), found on PATH. A pg_dump older than the server refuses to dump it,
 * and a pg_restore older than the dump cannot read it: each is checked first, so the operator
 * reads one clear line instead of the tool's.
 */

/** What a backup or restore refuses, said in one line; the scripts print it and exit 1. */
export class BackupError extends Error {}

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** The server's major version (18 for 18.4), read from the server itself. */
export async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The major version of a client tool on PATH (15 for "pg_dump (PostgreSQL) 15.18 (Debian …)"), or null when it is missing. */
export async function toolMajorVersion(tool: PostgresTool): Promise<number | null> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
    return major === undefined ? null : Number(major);
  } catch {
    return null;
  }
}

/**
 * The tool, checked against the server: missing, or older than the server's major version,
 * is a BackupError naming the version to install. Answers nothing: the check is the point.
 */
export async function requireToolFor(tool: PostgresTool, databaseUrl: string): Promise<void> {
  const [installed, server] = [await toolMajorVersion(tool), await serverMajorVersion(databaseUrl)];
  if (installed === null) throw new BackupError(`${tool} was not found on PATH: install the PostgreSQL ${server} client tools (or newer)`);
  if (installed < server) throw new BackupError(`${tool} ${installed} is older than the server (PostgreSQL ${server}): put ${tool} ${server} or newer first on PATH`);
}

/**
 * Runs a tool against the database: the password goes in PGPASSWORD, never on the command
 * line, where any user of the machine could read it in the process list.
 */
export async function runTool(tool: PostgresTool, args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  const connection: string[] = [];
  if (databaseUrl !== undefined) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    connection.push(`--dbname=${url.href}`);
  }
  try {
    const { stdout } = await run(tool, [...args, ...connection, '--no-password'], { env, maxBuffer: MAX_OUTPUT_BYTES });
    return stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${tool} failed: ${stderr.split('\n')[0] || (error as Error).message}`);
  }
}
