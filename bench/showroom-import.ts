#!/usr/bin/env -S node --import tsx
// The Excel import of products at scale (issue 10 item 11: "importing 5,000 rows, target under 10 s on this 2-core
// machine, PGlite and PostgreSQL"). On a fresh database of its own it starts the server through the normal start path
// (migrations + demo seed), downloads the import template as supplier@example.com, fills it with N products (every
// column of the template's example, each with a stone on the Stones sheet, a few bad rows among them), uploads it and
// polls the job as the web does, timing each phase from the upload to the end of the one transaction. Figures go to
// docs/benchmarks.md ("Product import").
//
//   node --import tsx bench/showroom-import.ts [--rows 5000] [--bad 37] [--database-url postgres://...] [--runs 3] [--keep]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { createStore, killAllServers, login, startServer } from './directory/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    bad: { type: 'string', default: '37' },
    runs: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const rows = Number(args.rows);
const bad = Number(args.bad);
const runs = Number(args.runs);
if (!Number.isInteger(rows) || rows < 1 || rows > 10_000) throw new Error('--rows must be from 1 to 10000 (rowsMax)');
const SUPPLIER = 'supplier@example.com';

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** The template filled with `rows` copies of its example row (own SKUs), every `step`th with a negative price. */
async function workbookOf(template: Buffer, run: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const [products, stones] = book.worksheets;
  const example = (products.getRow(2).values as unknown[]).slice(1);
  const stone = (stones.getRow(2).values as unknown[]).slice(1);
  products.spliceRows(2, 1);
  stones.spliceRows(2, 1);
  const step = bad ? Math.floor(rows / bad) : 0;
  for (let i = 0; i < rows; i++) {
    const sku = `BENCH-${run}-${i}`;
    const row = [...example];
    row[0] = sku;
    row[1] = `${String(example[1])} ${i}`;
    if (step && i % step === 3 && Math.floor(i / step) < bad) row[6] = -1;
    products.addRow(row);
    stones.addRow([sku, ...stone.slice(1)]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Job {
  state: string;
  processed: number;
  total: number;
  imported: number;
  refused: number;
}

async function main() {
  const store = await createStore(args['database-url'] ?? process.env.DATABASE_URL, args.keep);
  log(`database: ${store.driver} ${store.label}`);
  try {
    const server = await startServer(root, store);
    log(`server started (migrations + demo seed) in ${server.startMs} ms`);
    const token = await login(server.baseUrl, SUPPLIER);
    const auth = { authorization: `Bearer ${token}` };
    const template = Buffer.from(
      await (await fetch(`${server.baseUrl}/api/showroom/product/import/template`, { headers: auth })).arrayBuffer(),
    );
    const results: { bytes: number; phases: Record<string, number>; total: number; job: Job }[] = [];
    for (let run = 1; run <= runs; run++) {
      const file = await workbookOf(template, run);
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/showroom/product/import`, { method: 'POST', headers: auth, body });
      const answer = (await res.json()) as { code: number; msg: string; data: { jobId: string } };
      if (answer.code !== 200) throw new Error(`upload: ${answer.code} ${answer.msg}`);
      const phases: Record<string, number> = { uploaded: performance.now() - started };
      let job: Job;
      for (;;) {
        const s = (await (await fetch(`${server.baseUrl}/api/showroom/product/import/${answer.data.jobId}`, { headers: auth })).json()) as {
          data: Job;
        };
        job = s.data;
        phases[job.state] ??= performance.now() - started;
        if (job.state === 'done' || job.state === 'failed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const total = performance.now() - started;
      log(
        `run ${run}: ${job.state}, ${job.imported} imported, ${job.refused} refused, ${(file.length / 1024).toFixed(0)} KB, ${(total / 1000).toFixed(2)} s`,
      );
      results.push({ bytes: file.length, phases, total, job });
    }
    await server.stop();

    console.log(`\nProduct import, ${rows.toLocaleString('en')} rows (${bad} bad) with one stone each (${store.driver})`);
    console.log(
      `${'run'.padEnd(5)}${'file KB'.padStart(9)}${'upload'.padStart(9)}${'checking'.padStart(10)}${'writing'.padStart(9)}${'done s'.padStart(8)}${'imported'.padStart(10)}${'refused'.padStart(9)}`,
    );
    results.forEach((r, i) => {
      const at = (k: string) => (r.phases[k] === undefined ? '-' : (r.phases[k] / 1000).toFixed(2));
      console.log(
        `${String(i + 1).padEnd(5)}${(r.bytes / 1024).toFixed(0).padStart(9)}${at('uploaded').padStart(9)}${at('checking').padStart(10)}${at('writing').padStart(9)}${(r.total / 1000).toFixed(2).padStart(8)}${String(r.job.imported).padStart(10)}${String(r.job.refused).padStart(9)}`,
      );
    });
    console.log('(seconds from the start of the upload at which the job was first seen in each state)');
  } finally {
    killAllServers();
    await store.drop();
  }
}

main().catch((error: unknown) => {
  killAllServers();
  console.error(error);
  process.exit(1);
});
