// `npm start`: build when the build is missing or older than the sources, then run the
// compiled server (which serves the built client). Plain Node, so it runs before any build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = ['src', 'migrations', 'index.html', 'public', 'package.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.client.json'];
const outputs = ['dist/server/src/server/index.js', 'dist/client/index.html'];

function newestTime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestTime(path.join(entry, name))));
}

const builtAt = Math.min(...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newestTime))) {
  console.log('Building ChefConnect (the build is missing or older than the sources)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', outputs[0]], { stdio: 'inherit' });
process.exit(server.status ?? 0);
