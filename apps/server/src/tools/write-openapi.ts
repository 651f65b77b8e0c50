// `npm run openapi`: writes docs/openapi.json, the API reference generated from the contract endpoints the server
// registers. The route-table test fails while the committed file differs from what the code generates.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { OPENAPI_FILE, openApiText } from '../platform/http/openapi-document.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-openapi-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_WORK: 'false' }, []);
const database = await openDatabase({ dataDir: ':memory:' });
await database.migrate();
const app = await buildApp(config, database);
await app.ready();
writeFileSync(OPENAPI_FILE, openApiText(app));
await app.close();
await database.close();
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
