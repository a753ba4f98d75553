import { buildServer } from '../../scripts/bench/server-process.js';

/** The fault suite runs the compiled production server: build it once (incremental) first. */
export default function setup(): void {
  buildServer();
}
