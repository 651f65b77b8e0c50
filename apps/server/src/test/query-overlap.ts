import pg from 'pg';

// Watches the PostgreSQL connections of this process for a query sent to a connection that is still answering
// another: what a transaction's statements run side by side (Promise.all on one `tx`) do. node-postgres queues them
// and warns ("Calling client.query() when the client is already executing a query", to be an error in pg 9). The
// queries run as they would; this only looks at the connection's own busy state as each is sent.

type Busy = pg.Client & { _activeQuery?: unknown; _queryQueue?: unknown[] };

/** Starts watching every pg client; `stop()` ends it and answers the texts of the queries that overlapped. */
export function watchQueryOverlap(): { stop: () => string[] } {
  const overlaps: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: Busy, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue?.length) {
      const config = args[0] as string | { text?: string };
      overlaps.push(String(typeof config === 'string' ? config : config.text).slice(0, 160));
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    stop() {
      pg.Client.prototype.query = query;
      return overlaps;
    },
  };
}
