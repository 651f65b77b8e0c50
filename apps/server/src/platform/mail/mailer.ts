import { createTransport } from 'nodemailer';
import type { Locale } from '@gembourse/contracts/locale';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/database.ts';
import { outboxRepository } from './outbox.repository.ts';
import { renderMail } from './render.ts';
import type { TemplateName, TemplateParams } from './templates/catalogue.ts';

/** What the mailer logs through (Fastify's pino logger fits). It only ever logs ids, template names and errors. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailMessage<T extends TemplateName> {
  to: string;
  locale: Locale;
  template: T;
  params: TemplateParams<T>;
}

// Work started off the request path, so tests and shutdown can wait for it (mailSettled).
const inFlight = new Set<Promise<unknown>>();
function track(p: Promise<unknown>) {
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
}

/** Resolves once every SMTP delivery and deferred mail task started so far has finished. */
export async function mailSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * E-mail for the whole app. Every message is rendered in the recipient's language and written to the outbox
 * (status 'stored'); with SMTP_URL it is then delivered over SMTP off the request path, so a slow or broken mail
 * server never delays or fails the user's request: the row turns 'sent' or 'failed' (with the error).
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'demo'>,
  db: Db,
  log?: MailLog,
) {
  const outbox = outboxRepository(db);
  const transport = config.smtpUrl
    ? createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : undefined;

  async function deliver(id: number, template: string, message: { to: string; subject: string; text: string; html: string }) {
    try {
      await transport!.sendMail({ from: config.mailFrom, ...message });
      // Outside demo mode nobody reads bodies in the outbox, and they hold live links: keep only the record.
      await outbox.markSent(id, !config.demo);
      log?.info({ outboxId: id, template }, 'e-mail sent');
    } catch (err) {
      log?.warn({ outboxId: id, template, error: errorText(err) }, 'e-mail delivery failed');
      await outbox.markFailed(id, errorText(err)).catch(() => {});
    }
  }

  return {
    /** Renders, records and (with SMTP) delivers one e-mail; resolves with its outbox id once it is recorded. */
    async send<T extends TemplateName>(msg: MailMessage<T>): Promise<number> {
      const rendered = renderMail(msg.template, msg.locale, msg.params, config.publicUrl);
      const id = await outbox.store({ to: msg.to, locale: msg.locale, ...rendered });
      if (transport) track(deliver(id, msg.template, { to: msg.to, ...rendered }));
      return id;
    },

    /**
     * Runs mail work after the current request has answered, for answers that must not reveal by their timing
     * whether an e-mail went out (forgot password). Failures are logged, never thrown.
     */
    defer(task: () => Promise<unknown>): void {
      track(
        new Promise((resolve) => setImmediate(resolve))
          .then(task)
          .catch((err) => log?.error({ error: errorText(err) }, 'deferred mail task failed')),
      );
    },

    /** Waits for deliveries in flight, then closes the SMTP connections. */
    async close(): Promise<void> {
      await mailSettled();
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
