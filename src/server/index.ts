import path from 'node:path';
import { ConfigError } from './config.js';
import { startServer } from './server.js';

/** The production entry point: `npm start` runs the compiled copy of this file. */
async function main(): Promise<void> {
  // npm scripts run in the project's root, where `vite build` writes the client.
  const running = await startServer({ clientDir: path.resolve(process.env.CLIENT_DIR ?? 'dist/client') });
  console.log(`ChefConnect is listening on ${running.url}`);
  if (running.generatedAdminPassword) {
    // Printed once, when the first admin is created; it is stored only as a hash.
    console.log(`Admin account created. Username: ${running.config.adminUsername}  Password: ${running.generatedAdminPassword}`);
    console.log('Keep it somewhere safe: it will not be shown again.');
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
