import type pg from 'pg';

// A circuit breaker in front of the PostgreSQL pool (issue 28 item 12: with a hung server every API call waited the
// whole 20 s statement timeout for its 503, while health knew in 1.5 s). A probe on a connection of its own, outside
// the pool, asks `select 1` every DATABASE_PROBE_SECONDS; one left unanswered for DATABASE_HUNG_SECONDS means the
// server is hung (stalled, frozen, cut off). Then the calls waiting on it are ended at once (their connections are
// dropped, so each answers 503), and every new call is refused before it takes a connection, until a probe is answered
// again. A server that answers slowly but answers, or a pool busy with long statements, never trips it: the probe
// has its own connection. A server that refuses connections (down) trips it too: its calls failed at once anyway.

/** The code of the error a call gets while the database is taken to be hung (db-errors.ts answers it 503). */
export const DATABASE_HUNG_CODE = 'GB_DATABASE_HUNG';

class DatabaseHungError extends Error {
  readonly code = DATABASE_HUNG_CODE;
  constructor() {
    super('The database is not answering (the probe timed out); calls are refused until it answers again');
  }
}

export interface DatabaseBreaker {
  /** Called with true when the database stops answering and with false when it answers again. */
  onChange(listener: (hung: boolean) => void): void;
  /** Stops probing (before the pool ends). */
  stop(): Promise<void>;
}

/** How the probe counts the server's silence (look()). */
const SILENCE_STEP_MS = 100;

/** A pg client's socket, to drop a connection whose server says nothing (end() would wait for its goodbye). */
const dropConnection = (client: pg.Client) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();

/** Guards `pool`: refuses its connections while the probe says the server is hung. `probeClient` opens the probe's own. */
export function guardPool(pool: pg.Pool, probeClient: () => pg.Client, opts: { probeMs: number; hungMs: number }): DatabaseBreaker {
  let hung = false;
  let stopped = false;
  /** The probe's connection and its opening (the next look opens a new one after a silent one). */
  let probe: { client: pg.Client; opened: Promise<void> } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const listeners: ((hung: boolean) => void)[] = [];
  /** Connections handed out and not yet given back: what a call waits on. */
  const lent = new Set<pg.PoolClient>();

  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_err, client) => lent.delete(client));
  pool.on('remove', (client) => lent.delete(client as pg.PoolClient));
  // A connection that dies while lent rejects its query; the client also emits 'error', which with no listener (the
  // pool listens only while a connection is idle) would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));

  type Callback = (err: Error | undefined, client?: pg.PoolClient, done?: (err?: Error) => void) => void;
  /** Calls waiting for a connection (a new one may be stuck in its handshake): told at once when the server hangs. */
  const waiting = new Set<Callback>();
  const connect = pool.connect.bind(pool) as (callback: Callback) => void;
  /** pool.connect in the callback style, refused at once while hung; pool.query takes its connection through it too. */
  const guarded = (callback: Callback) => {
    if (hung) return process.nextTick(() => callback(new DatabaseHungError()));
    waiting.add(callback);
    connect((err, client, done) => {
      // Given up on when the server hung: a connection that still came is given back at once.
      if (!waiting.delete(callback)) return void (client && done?.());
      callback(err, client, done);
    });
  };
  pool.connect = ((callback?: Callback) => {
    if (callback) return guarded(callback);
    return new Promise<pg.PoolClient>((resolve, reject) => guarded((err, client) => (err ? reject(err) : resolve(client!))));
  }) as typeof pool.connect;

  const change = (now: boolean) => {
    if (now === hung) return;
    hung = now;
    if (hung) {
      // Every call waiting on the hung server gets its 503 now instead of at its statement or connect timeout.
      for (const client of lent) dropConnection(client);
      for (const callback of [...waiting]) {
        waiting.delete(callback);
        callback(new DatabaseHungError());
      }
    }
    for (const listener of listeners) listener(hung);
  };

  /** Drops the probe's connection: the next look opens a new one. */
  const forget = () => {
    if (probe) dropConnection(probe.client);
    probe = null;
  };

  /**
   * One look: `select 1` on the probe's connection, answered within hungMs or not. Opening the connection has the
   * pool's own connect timeout (a new connection on a busy machine takes its time; a server that cannot open one at
   * all is not answering either).
   */
  async function look(): Promise<boolean> {
    if (!probe) {
      const client = probeClient();
      // Its errors are the look's: a look that fails or says nothing is what this watches for.
      client.on('error', () => {});
      probe = { client, opened: client.connect().then(() => undefined) };
    }
    const { client, opened } = probe;
    const open = await opened.then(
      () => true,
      () => false,
    );
    if (!open) {
      forget();
      return false;
    }
    let answered: boolean | undefined;
    const asked = client.query('select 1').then(
      () => (answered = true),
      () => (answered = false),
    );
    // The server's silence is counted in short steps, each counting for at most two steps: a stretch in which this
    // process itself did not run (a workbook parsed in one go, modules loaded, a loaded machine) is not silence of the
    // server, whose answer may be waiting unread. A responsive process on a hung server counts hungMs in hungMs.
    let silentMs = 0;
    let last = performance.now();
    while (answered === undefined && silentMs < opts.hungMs) {
      let step: NodeJS.Timeout | undefined;
      await Promise.race([asked, new Promise((resolve) => (step = setTimeout(resolve, SILENCE_STEP_MS)))]);
      clearTimeout(step);
      const now = performance.now();
      silentMs += Math.min(now - last, 2 * SILENCE_STEP_MS);
      last = now;
    }
    if (!answered) forget();
    return answered === true;
  }

  const loop = () => {
    if (stopped) return;
    running = look()
      .catch(() => false)
      .then((answered) => {
        if (stopped) return;
        change(!answered);
        timer = setTimeout(loop, opts.probeMs);
        timer.unref();
      });
  };
  loop();

  return {
    onChange: (listener) => void listeners.push(listener),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (probe) {
        const { client } = probe;
        probe = null;
        // The server may not answer a goodbye: the connection is dropped if it has not closed within hungMs.
        const dropLater = setTimeout(() => dropConnection(client), opts.hungMs);
        await client.end().catch(() => {});
        clearTimeout(dropLater);
      }
    },
  };
}
