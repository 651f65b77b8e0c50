import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../mail/test-smtp-server.ts';
import { freePort, killHard, ownDatabase, startServer as startChild } from '../../test/child-server.ts';

// The job queue's promise, end to end: a job that was running when its process died (kill -9, no goodbye) is taken
// up again after a restart and finishes. The server runs as a real child process on its own database.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-restart-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

async function prepareDatabase() {
  const own = await ownDatabase('gb_restart');
  databaseUrl = own.url;
  dropDatabase = own.drop;
}

/** Starts GemBourse delivering mail to `smtpUrl`, with short mail and job timings. */
const startServer = (port: number, smtpUrl: string) =>
  startChild({
    port,
    dataDir,
    databaseUrl,
    env: {
      SMTP_URL: smtpUrl,
      // A delivery that hangs is given up on after 3 x 2 s; expired jobs are looked for every second; retried after 1 s.
      SMTP_TIMEOUT_SECONDS: '2',
      MAIL_RETRY_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_MAINTENANCE_SECONDS: '1',
    },
  });

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a job interrupted by a crash', () => {
  it('runs again after the restart and finishes: the reset link killed mid-delivery still arrives', async () => {
    await prepareDatabase();
    // The mail server takes the first message and never acknowledges it: the delivery job is mid-flight.
    const smtp = await startTestSmtpServer({ holdFirst: 1 });
    try {
      const port = await freePort();
      const first = await startServer(port, smtp.url);
      children.push(first);
      const asked = await fetch(`http://127.0.0.1:${port}/api/auth/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@example.com' }),
      });
      expect((await asked.json()).code).toBe(200);
      await smtp.holding;
      await killHard(first);
      expect(smtp.received).toHaveLength(0);

      children.push(await startServer(port, smtp.url));
      const mail = await smtp.waitFor('buyer@example.com', 30_000);
      expect(mail.subject).toBe('Reset your GemBourse password');
      expect(mail.text).toMatch(/\/home\/reset-password\?token=/);
    } finally {
      await smtp.close();
    }
  }, 150_000);
});
