import type { AppInfo, OutboxPage } from '@gembourse/contracts/system';
import type { AppConfig } from '../../config.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { systemRepository } from './system.repository.ts';

/** The version the server reports (health, app info). */
export const VERSION = process.env.npm_package_version ?? '0.1.0';

/** What the client needs to know before login; the demo accounts only in demo mode. */
export function appInfoOf(config: Pick<AppConfig, 'demo' | 'payloadKey'>): AppInfo {
  return {
    demo: config.demo,
    version: VERSION,
    payloadEncryption: Boolean(config.payloadKey),
    demoAccounts: config.demo ? DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role })) : [],
  };
}

/** A page of the outbox, newest first; one row more than the page tells whether another page follows. */
export async function outboxPageOf(repo: ReturnType<typeof systemRepository>, pageNum: number, pageSize: number): Promise<OutboxPage> {
  const rows = await repo.outbox(pageSize + 1, (pageNum - 1) * pageSize);
  return {
    list: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      locale: r.locale,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    pageNum,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
