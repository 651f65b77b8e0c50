// A GemBourse server as a child process of a benchmark: spawned on a free port, waited for until GET /api/health
// answers, stopped with SIGTERM (SIGKILL after 20 s). The benchmarks differ only in how they start it (the bundle or
// the sources, which database, Redis or not, the size of the seed): directory/server.ts and realtime/server.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer (migrations, seeding and start-up included). */
  startMs: number;
  /** Why the server is gone, with the last lines it wrote; undefined while it runs. */
  exitReport(): string | undefined;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
/** Kills every server this process started; for exit paths that cannot wait. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

/**
 * Spawns `node <args>` in `root` with `env` added to this process's (PORT and HOST are set here) and waits until
 * GET /api/health answers, at most `timeoutMs`. `name` is how errors name it.
 */
export async function spawnServer(
  root: string,
  opts: { name: string; args: string[]; env: Record<string, string>; timeoutMs?: number },
): Promise<ServerProcess> {
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, opts.args, {
    cwd: root,
    env: { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const tail: string[] = [];
  const keep = (b: Buffer) => {
    tail.push(...b.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  let exitInfo = '';
  child.once('exit', (code, signal) => {
    exited = true;
    exitInfo = `exit code ${code}, signal ${signal}`;
    running.delete(child);
  });
  const stop = async () => {
    if (exited) return;
    const gone = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await gone;
    clearTimeout(timer);
  };

  for (;;) {
    if (exited) throw new Error(`${opts.name} exited during start-up:\n${tail.join('\n')}`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${opts.name} did not answer /api/health within ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    port,
    pid: child.pid!,
    startMs: Date.now() - started,
    exitReport: () => (exited ? `${opts.name} stopped (${exitInfo}); its last lines:\n${tail.join('\n')}` : undefined),
    stop,
  };
}
