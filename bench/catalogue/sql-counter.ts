// Counts the SQL statements the server sends, exactly: a TCP proxy between the server and PostgreSQL that reads the
// frontend protocol (pg_stat_statements is not preloaded on the benchmark's server, and pg_stat_database counts
// transactions with a delayed flush). Every simple Query ('Q') and every extended-protocol Execute ('E') is one
// statement; the text of each Parse ('P') and Query is kept, so a run can list what one request sent.
import net from 'node:net';

export interface SqlCounter {
  /** Where the server should connect instead of PostgreSQL. */
  port: number;
  /** Statements since the last reset, and their texts (Parse and Query messages) in order when recording. */
  read(): { statements: number; texts: string[]; params: (string | null)[][] };
  /** Starts counting from zero; `record` keeps the statements' texts too (off for load runs: they would pile up). */
  reset(record?: boolean): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port towards `target` (host:port of PostgreSQL). */
export async function startSqlCounter(targetHost: string, targetPort: number): Promise<SqlCounter> {
  let statements = 0;
  let texts: string[] = [];
  // The text-format parameters of each Bind, in order (node-postgres sends them as text), for EXPLAIN afterwards.
  let params: (string | null)[][] = [];
  let recording = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    let buf: Buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      for (;;) {
        if (!started) {
          // The startup packet (and an SSLRequest before it) has a length but no type byte.
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          const code = buf.readInt32BE(4);
          buf = buf.subarray(len);
          if (code !== 80877103) started = true;
          continue;
        }
        if (buf.length < 5) break;
        const type = String.fromCharCode(buf[0]);
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        const body = buf.subarray(5, 1 + len);
        if (type === 'Q' || type === 'E') statements++;
        if (type === 'Q' && recording) texts.push(body.subarray(0, body.indexOf(0)).toString());
        if (type === 'P' && recording) {
          // Parse: statement name (C string), then the query text (C string).
          const nameEnd = body.indexOf(0);
          texts.push(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString());
        }
        if (type === 'B' && recording) params.push(bindParams(body));
        buf = buf.subarray(1 + len);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    read: () => ({ statements, texts, params }),
    reset: (record = false) => {
      statements = 0;
      texts = [];
      params = [];
      recording = record;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The parameter values of a Bind message: portal and statement names, format codes, then length-prefixed values. */
function bindParams(body: Buffer): (string | null)[] {
  let at = body.indexOf(0) + 1;
  at = body.indexOf(0, at) + 1;
  const formats = body.readInt16BE(at);
  at += 2 + 2 * formats;
  const count = body.readInt16BE(at);
  at += 2;
  const out: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const len = body.readInt32BE(at);
    at += 4;
    if (len < 0) out.push(null);
    else {
      out.push(body.subarray(at, at + len).toString());
      at += len;
    }
  }
  return out;
}
