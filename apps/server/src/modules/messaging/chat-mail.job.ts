import { CHAT_LIMITS } from '@gembourse/contracts/messaging';
import type { Locale } from '@gembourse/contracts/locale';
import { batcher } from '../../platform/batcher.ts';
import type { JobQueue, QueuePolicy } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { displayName } from '../company/company.presenter.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { Notifier } from './notifier.ts';

// The private-message notice and e-mail (SPEC §3 "Private message", issue 12 item 3): a burst of chat messages
// becomes ONE notification and ONE e-mail, not fifty. The first message of a burst (the one whose send created the
// recipient's chat_mail_pending row) enqueues a job with the key chat-mail:<recipient>, delayed by
// config.chat.mailDelaySeconds; the rest of the burst enqueues nothing (and the queue would keep one waiting job per key
// anyway: policy `short`). The run ends the pending row, then takes what is still unread and not yet mailed. The run takes what is still unread and not yet mailed: a member who
// read their messages in the meantime gets nothing.

export const CHAT_MAIL_JOB = 'messaging.chat-mail';

const POLICY: QueuePolicy = { retryLimit: 4, retryDelaySeconds: 30, backoff: true, expireInSeconds: 120, batchSize: 5, policy: 'short' };
/** Senders an e-mail names at most; more are summed up by the count. */
const SENDERS_NAMED = 5;

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
/** How a list of names is written in a sentence of each language. */
const listOf = (names: string[], more: boolean, locale: Locale) =>
  names.join(locale === 'zh-cn' || locale === 'zh-tw' ? '、' : ', ') + (more ? ' …' : '');

export function chatMailJob(deps: {
  repo: ChatRepository;
  jobs: Pick<JobQueue, 'define' | 'sendMany'>;
  mailer: Pick<Mailer, 'send'>;
  notices: Pick<Notifier, 'record' | 'announce'>;
  accounts: Pick<UsersRepository, 'recipient'>;
  delaySeconds: number;
}) {
  const { repo, notices } = deps;

  /**
   * Tells one member of their unread, not yet mailed messages: one notification, and (if they keep "Private messages"
   * on) one e-mail in their e-mail language, in one transaction that marks the messages mailed. Nothing to tell, or a
   * member no longer active: nothing happens.
   */
  async function run(recipientId: number): Promise<void> {
    await repo.releaseMailPending(recipientId);
    const member = await deps.accounts.recipient(recipientId);
    if (!member || member.status !== 'active') return;
    const prefs = effectiveNotificationPrefs(member.prefs, member);
    const told = await repo.transaction(async (r, tx) => {
      const claimed = (await r.claimUnmailed(recipientId)).sort((a, b) => a.id - b.id);
      if (!claimed.length) return false;
      const latest = claimed[claimed.length - 1];
      // Who wrote, the most recent first.
      const senderIds = [...new Set([...claimed].reverse().map((m) => m.senderId))];
      const byId = new Map((await r.senders(senderIds.slice(0, SENDERS_NAMED))).map((u) => [u.id, u]));
      const people = senderIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      const more = senderIds.length > people.length;
      const single = claimed.length === 1 && latest.kind === 'text';
      await notices.record(tx, [
        {
          userId: recipientId,
          kind: 'privateMessage',
          event: 'privateMessage',
          data: {
            conversationId: latest.conversationId,
            conversationIds: [...new Set(claimed.map((m) => m.conversationId))],
            senderName: listOf(people.map(nameOf), more, prefs.emailLanguage),
            senders: people.map((p) => ({ userId: p.id, name: nameOf(p) })),
            count: claimed.length,
            // One text message is quoted in the centre; a burst is summed up.
            ...(single ? { preview: latest.body.slice(0, CHAT_LIMITS.previewMax) } : {}),
          },
        },
      ]);
      if (prefs.privateMessage) {
        const locale = prefs.emailLanguage;
        const senders = listOf(
          people.map((p) => `${nameOf(p)} (${displayName({ name: p.companyName, nameEn: p.companyNameEn }, locale)})`),
          more,
          locale,
        );
        await deps.mailer.send(
          { to: member.email, recipient: member, locale, template: 'privateMessage', params: { senders, count: claimed.length } },
          tx,
        );
      }
      return true;
    });
    if (told) await notices.announce([recipientId]);
  }

  deps.jobs.define<{ recipientId: number }>(CHAT_MAIL_JOB, POLICY, ({ recipientId }) => run(recipientId));

  // The e-mail jobs of bursts that start together (a batch of sends to many members) go in one statement.
  const enqueue = batcher(
    async (recipientIds: number[]) => {
      const startAfter = deps.delaySeconds > 0 ? new Date(Date.now() + deps.delaySeconds * 1000) : undefined;
      const jobs = recipientIds.map((recipientId) => ({ data: { recipientId }, singletonKey: `chat-mail:${recipientId}`, startAfter }));
      try {
        await deps.jobs.sendMany(CHAT_MAIL_JOB, jobs);
      } catch (err) {
        // No job: the bursts are not pending any more, so the recipients' next messages enqueue again (if this fails
        // too, the rows go stale: chat-send.repository.ts MAIL_PENDING_GRACE_SECONDS).
        await Promise.allSettled(recipientIds.map((id) => repo.releaseMailPending(id)));
        throw err;
      }
      return recipientIds.map(() => undefined);
    },
    { max: 500 },
  );

  return {
    /**
     * Has the recipient told of their new messages a while after this one. Called once per burst (chat-send.repository.ts:
     * the send that created the recipient's chat_mail_pending row), after it committed.
     */
    later: (recipientId: number): Promise<void> => enqueue(recipientId),
    run,
  };
}
export type ChatMailJob = ReturnType<typeof chatMailJob>;
