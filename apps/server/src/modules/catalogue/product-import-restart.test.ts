import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductImportJob } from '@gembourse/contracts/product-import';
import { freePort, killHard, ownDatabase, startServer } from '../../test/child-server.ts';
import { IMPORT_SILENT_MS } from './product-import.service.ts';

// Issue 28 item 12: an import whose server was killed (kill -9) mid-import looked frozen for 190-200 s and blocked the
// company's next import with 40900 "still running". Its heartbeat stops with the process: the next look after
// IMPORT_SILENT_MS reads it failed, saying why, and the company imports again. A real server process, really killed.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-import-kill-'));
const children: ChildProcess[] = [];
let drop = async () => {};
afterAll(async () => {
  for (const c of children) await killHard(c);
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('an import whose server is killed half-way', () => {
  it('reads failed once its heartbeat has been silent 20 s (not the queue expiry of 180 s), says why, and no longer blocks', async () => {
    const own = await ownDatabase('gb_import_kill');
    drop = own.drop;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      const child = await startServer({ port, dataDir, databaseUrl: own.url });
      children.push(child);
      return child;
    };
    const call = async <T>(token: string, method: string, url: string, body?: FormData) => {
      const res = await fetch(`${base}${url}`, { method, body, headers: { authorization: `Bearer ${token}`, lang: 'en_US' } });
      return (await res.json()) as Envelope<T>;
    };
    const login = async () => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'supplier@example.com', password: 'Demo#2026', remember: false }),
      });
      return ((await res.json()) as Envelope<{ token: string }>).data.token;
    };
    const upload = (token: string, file: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'products.xlsx');
      return call<{ jobId: string }>(token, 'POST', '/api/showroom/product/import', form);
    };
    const status = (token: string, jobId: string) => call<ProductImportJob>(token, 'GET', `/api/showroom/product/import/${jobId}`);

    const first = await start();
    let token = await login();
    // The template (its example row stays, skipped) with the example copied under SKUs of our own: 9,000 rows keep the
    // job checking for seconds.
    const template = await (
      await fetch(`${base}/api/showroom/product/import/template`, { headers: { authorization: `Bearer ${token}` } })
    ).arrayBuffer();
    const fileOf = async (count: number, prefix: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(template);
      const sheet = book.worksheets[0];
      const example = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
      for (let i = 0; i < count; i++) sheet.addRow([`${prefix}-${i}`, `Ring ${i}`, ...example.slice(2)]);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const started = await upload(token, await fileOf(9_000, 'KILL'));
    expect(started.code, started.msg).toBe(200);
    const jobId = started.data.jobId;
    for (;;) {
      const s = await status(token, jobId);
      expect(s.data.state, JSON.stringify(s.data)).not.toMatch(/done|failed/);
      if (s.data.state === 'checking') break;
      await new Promise((r) => setTimeout(r, 50));
    }

    await killHard(first);
    const killedAt = Date.now();
    await start();
    const restarted = (Date.now() - killedAt) / 1000;
    token = await login();
    // Detected once its heartbeat has been silent IMPORT_SILENT_MS, or at once if the restart took longer than that
    // (a loaded machine): a few seconds of polling either way, never the queue's 180 s expiry.
    const expected = Math.max(restarted, IMPORT_SILENT_MS / 1000) + 5;
    let job: ProductImportJob;
    for (;;) {
      job = (await status(token, jobId)).data;
      if (job.state === 'failed' || Date.now() - killedAt > (expected + 10) * 1000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - killedAt) / 1000;
    console.info(`import killed at "checking": restarted ${restarted.toFixed(1)} s, read failed ${seconds.toFixed(1)} s after the kill`);
    expect(job).toMatchObject({
      state: 'failed',
      imported: 0,
      message: 'The import was interrupted: the server running it stopped, and nothing of it was saved. Please upload the file again.',
    });
    expect(seconds).toBeLessThan(expected);
    expect(seconds * 1000).toBeGreaterThanOrEqual(IMPORT_SILENT_MS - 5_000);

    // The company imports again at once, and nothing of the killed import exists.
    const next = await upload(token, await fileOf(1, 'AFTER'));
    expect(next.code, next.msg).toBe(200);
    for (;;) {
      job = (await status(token, next.data.jobId)).data;
      if (job.state === 'done' || job.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job, JSON.stringify(job)).toMatchObject({ state: 'done', imported: 1 });
    const killed = await call<{ total: number }>(token, 'GET', '/api/showroom/product/list?q=KILL-');
    expect(killed.data.total).toBe(0);
  }, 240_000);
});
