import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@gembourse/contracts/endpoint';
import { zodSchemaController } from './schema-compilers.ts';
import { route } from './route.ts';

// A handler that answers by itself (a file, the health check's 503) returns the reply. A reply is a thenable, so an
// `await` on it yields undefined: route() must still see that the answer is sent and not send an envelope after it.
it('a handler that sent the answer itself gets no second answer, and nothing is logged about one', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = Fastify({ logger: { level: 'warn', stream }, schemaController: zodSchemaController });
  const fileApi = endpoint({ method: 'GET', path: '/test/file', access: 'public', summary: 'test', tags: ['test'], transport: 'file' });
  const unavailableApi = endpoint({
    method: 'GET',
    path: '/test/down',
    access: 'public',
    summary: 'test',
    tags: ['test'],
    response: z.object({ up: z.boolean() }),
  });
  route(app, fileApi, async (_req, reply) => reply.header('content-type', 'text/csv').send('a,b\n1,2\n'));
  route(app, unavailableApi, async (_req, reply) => reply.status(503).send({ code: 50300, msg: 'down', data: { up: false } }), {
    otherResponses: { 503: z.object({ code: z.number(), msg: z.string(), data: z.object({ up: z.boolean() }) }) },
  });
  await app.ready();

  const file = await app.inject({ url: '/test/file' });
  expect([file.statusCode, file.headers['content-type'], file.body]).toEqual([200, 'text/csv', 'a,b\n1,2\n']);
  const down = await app.inject({ url: '/test/down' });
  expect([down.statusCode, down.json()]).toEqual([503, { code: 50300, msg: 'down', data: { up: false } }]);
  await app.close();
  expect(lines.filter((l) => l.includes('already sent'))).toEqual([]);
});
