import type { Db } from './database.ts';

/** A repository that can run a unit of work in one transaction. */
export type Transactional<R> = R & {
  /**
   * Runs `fn` in one transaction with this repository bound to it; `tx` goes to the other writers of the same unit of
   * work (the mailer, the job queue, another module's repository), so everything commits or nothing does.
   */
  transaction<T>(fn: (repo: R, tx: Db) => Promise<T>): Promise<T>;
};

/**
 * Builds repository `make` on `db` with a `transaction` method (issue 9: a multi-step write is one transaction whose
 * e-mails go out through the job queue only after it commits). Inside a transaction a nested one is a savepoint.
 */
export function transactional<R extends object>(db: Db, make: (db: Db) => R): Transactional<R> {
  return Object.assign(make(db), {
    transaction<T>(fn: (repo: R, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(make(tx as unknown as Db), tx as unknown as Db));
    },
  });
}
