// Members for the realtime benchmarks, written straight into the benchmark's database: N active users of a demo
// company, each with a live session whose token the benchmark keeps. Logging 10,000 members in through the API would
// measure scrypt and the login rate limit, not sockets; and the socket cap is per session (CHAT_LIMITS.socketsPerSession),
// so every socket needs a session of its own. Tokens are stored hashed, as the login stores them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken } from '../../apps/server/src/platform/crypto/tokens.ts';

export interface BenchMember {
  userId: number;
  token: string;
}

/** Rows per INSERT of sessions (two array parameters, whatever the count). */
const BATCH = 5_000;

/** The company of a demo account (buyer@example.com, supplier@example.com). */
async function companyOf(db: pg.Client, email: string): Promise<number> {
  const { rows } = await db.query<{ company_id: number }>('select company_id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`no demo account ${email}: the server seeds it at its first start`);
  return rows[0].company_id;
}

/**
 * Creates `count` members of the company of `companyOf` named `<label>-<i>@bench.invalid`, each with a session valid
 * for a day. One statement per 5,000 rows (generate_series for users, unnest for sessions).
 */
export async function createMembers(databaseUrl: string, label: string, count: number, demoAccount: string): Promise<BenchMember[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const companyId = await companyOf(db, demoAccount);
    const members: BenchMember[] = [];
    for (let from = 0; from < count; from += BATCH) {
      const n = Math.min(BATCH, count - from);
      const users = await db.query<{ id: number }>(
        `insert into users (company_id, email, status, first_name, last_name, company_role)
         select $1, $2 || '-' || g || '@bench.invalid', 'active', 'Bench', $2 || ' ' || g, 'standard'
         from generate_series($3::int, $4::int) g
         returning id`,
        [companyId, label, from + 1, from + n],
      );
      const ids = users.rows.map((r) => r.id);
      const tokens = ids.map(() => randomBytes(32).toString('base64url'));
      await db.query(
        `insert into sessions (user_id, token_hash, expires_at)
         select u, h, now() + interval '1 day' from unnest($1::int[], $2::text[]) as s(u, h)`,
        [ids, tokens.map(hashToken)],
      );
      ids.forEach((userId, i) => members.push({ userId, token: tokens[i] }));
    }
    return members;
  } finally {
    await db.end();
  }
}
