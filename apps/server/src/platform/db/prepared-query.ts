import type { Db } from './database.ts';

/** What drizzle's query builders give `.prepare(name)`. */
interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * A query built once per database handle instead of on every call: `build` writes it with `sql.placeholder('x')` for
 * its values, and the result is run with `.execute({ x })`. Building a drizzle query (its `is()` checks, selection and
 * SQL text) was 28-30% of the CPU of the current-user and showroom answers (issue 9); a prepared query skips it, and on
 * PostgreSQL `name` makes it a named statement that each connection parses and plans once. For the hot read paths of
 * fixed shape; a query whose shape depends on the caller (visibility scopes, sorts) keeps the builder.
 *
 *   const byId = preparedQuery('gb_user_by_id', (db) => db.select(cols).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1));
 *   const [row] = await byId(db).execute({ id });
 */
export function preparedQuery<P>(name: string, build: (db: Db) => Preparable<P>): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db).prepare(name)));
    return query;
  };
}
