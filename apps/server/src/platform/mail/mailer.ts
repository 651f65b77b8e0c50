import { createTransport } from 'nodemailer';
import type { Locale } from '@gembourse/contracts/locale';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue, QueuePolicy } from '../jobs/job-queue.ts';
import { outboxRepository } from './outbox.repository.ts';
import type { Recipient } from './greeting.ts';
import { renderMail } from './render.ts';
import type { TemplateName, TemplateParams } from './templates/catalogue.ts';

/** What the mailer logs through (pino fits). It only ever logs ids, template names and errors, never addresses. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailMessage<T extends TemplateName> {
  to: string;
  /** Whom the greeting names (with their salutation); null for an address nobody's name goes with. */
  recipient: Recipient | null;
  locale: Locale;
  template: T;
  params: TemplateParams<T>;
}

const DELIVER = 'mail.deliver';
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * E-mail for the whole app, one instance per process. Every message is rendered in the recipient's language and
 * written to the outbox; with SMTP_URL a `mail.deliver` job then delivers it, retried with back-off and kept in
 * `mail.deliver.dead` when the mail server refuses it for good. Both rows are written in the caller's transaction
 * when it passes one, so an e-mail goes out only if the write that caused it commits, and survives a restart.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'smtpTimeoutSeconds' | 'mailRetrySeconds' | 'mailFrom' | 'publicUrl' | 'demo'>,
  db: Db,
  jobs: JobQueue,
  log?: MailLog,
  /** Retry policy of deliveries (tests shorten it). */
  retry: Pick<QueuePolicy, 'retryLimit' | 'retryDelaySeconds' | 'backoff'> = {
    retryLimit: 6,
    retryDelaySeconds: config.mailRetrySeconds,
    backoff: true,
  },
) {
  const timeoutMs = config.smtpTimeoutSeconds * 1000;
  const transport = config.smtpUrl
    ? createTransport({ url: config.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs })
    : undefined;

  if (transport) {
    const policy = { ...retry, expireInSeconds: config.smtpTimeoutSeconds * 3 };
    jobs.define<{ outboxId: number }>(DELIVER, policy, async ({ outboxId }, job) => {
      const outbox = outboxRepository(db);
      const row = await outbox.find(outboxId);
      if (!row || row.status === 'sent') return;
      try {
        await transport.sendMail({ from: config.mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
      } catch (err) {
        await outbox.markAttemptFailed(outboxId, errorText(err), job.lastAttempt);
        throw err;
      }
      // Outside demo mode nobody reads bodies in the outbox, and they hold live links: keep only the record.
      await outbox.markSent(outboxId, !config.demo);
      log?.info({ outboxId, jobId: job.id }, 'e-mail sent');
    });
  }

  return {
    /**
     * Renders and records one e-mail and (with SMTP) enqueues its delivery, inside `tx` when given; resolves with
     * its outbox id.
     */
    async send<T extends TemplateName>(msg: MailMessage<T>, tx?: Db): Promise<number> {
      const target = tx ?? db;
      const rendered = renderMail(msg.template, msg.locale, msg.params, config.publicUrl, msg.recipient);
      const id = await outboxRepository(target).store({ to: msg.to, locale: msg.locale, ...rendered });
      if (transport) await jobs.send(DELIVER, { outboxId: id }, { db: target });
      return id;
    },

    /** Closes the SMTP connections (after the job queue has stopped taking jobs). */
    close(): void {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
