import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { CoreDeps } from '../../services.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { chatContext, type VisibleProducts } from './chat-context.ts';
import { chatConversationsRepository } from './chat-conversations.repository.ts';
import { chatMailJob } from './chat-mail.job.ts';
import { chatReportsService } from './chat-reports.service.ts';
import { chatSafetyRepository } from './chat-safety.repository.ts';
import { chatSafetyService } from './chat-safety.service.ts';
import { chatRepository } from './chat.repository.ts';
import { chatService } from './chat.service.ts';
import { chatSendRepository } from './chat-send.repository.ts';
import { messagingRepository } from './messaging.repository.ts';
import type { Notifier } from './notifier.ts';

/**
 * The chat (issue 12) as services.ts builds it: the members' service (also the socket's frame handler), blocks and
 * reports, the console's reports, and the private-message e-mail job. What it needs of other modules comes in
 * `from`, so that the chat imports neither the catalogue nor company user management.
 */
export function chatModule(
  core: CoreDeps,
  from: {
    notices: Pick<Notifier, 'record' | 'announce'>;
    accounts: Pick<UsersRepository, 'recipient'>;
    /** The catalogue's product rule, for cards and product contexts (catalogue/product-cards.service.ts). */
    visibleProducts: VisibleProducts;
    /** Disables a member as platform staff (company-users.service.ts deactivate). */
    disableUser: (staff: AuthContext, userId: number) => Promise<unknown>;
  },
) {
  const { db, realtime } = core;
  const repo = chatRepository(db);
  const conversations = chatConversationsRepository(db);
  const safety = chatSafetyRepository(db);
  const mail = chatMailJob({
    repo,
    jobs: core.jobs,
    mailer: core.mailer,
    notices: from.notices,
    accounts: from.accounts,
    delaySeconds: core.config.chat.mailDelaySeconds,
  });
  return {
    chat: chatService({
      repo,
      conversations,
      context: chatContext({ repo: conversations, products: from.visibleProducts }),
      realtime,
      limits: core.limits,
      sends: chatSendRepository(core.database, core.config.chat.mailDelaySeconds),
      unreadCounts: messagingRepository(db).unreadCounts,
      mailLater: mail.later,
      log: core.log.child({ part: 'chat' }),
      roleMenus: core.roleMenus,
    }),
    chatSafety: chatSafetyService({ repo: safety, chat: repo, realtime }),
    chatReports: chatReportsService({ repo: safety, disableUser: from.disableUser }),
    chatMail: mail,
  };
}
