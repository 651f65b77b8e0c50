import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Where the committed OpenAPI document lives (docs/api.md points at it; CI fails when it drifts from the code). */
export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/openapi.json');

/** The OpenAPI document of a ready app, as committed: stable key order, two-space indent, final newline. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
