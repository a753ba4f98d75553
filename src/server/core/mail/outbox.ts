import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder of messages written instead of sent (the `outbox` transports of DECISIONS.md
 * section 1): one file each, named by the time it was written, so a listing reads in order.
 */
export class OutboxFolder {
  private ready: Promise<unknown> | undefined;

  constructor(readonly directory: string) {}

  /** `signal` abandons a write its job no longer waits for (a hung disk or network folder). */
  async write(extension: string, content: string, signal?: AbortSignal): Promise<void> {
    // Once per process, not once per message (the booking path writes one per booking); a
    // failure is retried on the next message.
    this.ready ??= mkdir(this.directory, { recursive: true }).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.${extension}`;
    try {
      await writeFile(path.join(this.directory, name), content, { encoding: 'utf8', signal });
    } catch (error) {
      // The folder may have been removed under us: make it again for the next message.
      this.ready = undefined;
      throw error;
    }
  }
}
