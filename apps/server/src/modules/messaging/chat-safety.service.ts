import { ErrorCode } from '@gembourse/contracts/errors';
import type { BlockedMember } from '@gembourse/contracts/messaging';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { presentBlocked } from './chat.presenter.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { ChatSafetyRepository } from './chat-safety.repository.ts';

/**
 * What a member does against spam and abuse (issue 12): block a member (no message passes either way until the
 * blocker lifts it; chat.service.ts refuses the sends) and report a conversation to the organiser (chat-reports.service.ts).
 */
export function chatSafetyService(deps: { repo: ChatSafetyRepository; chat: ChatRepository; realtime: RealtimePublisher }) {
  const { repo, chat, realtime } = deps;

  /** Both members' devices learn that a blocking between them changed (they fetch the conversation's state again). */
  async function tellBoth(me: number, other: number) {
    const conversationId = (await chat.pair(me, other)) ?? null;
    await realtime.publish({ type: 'blocked', conversationId, userId: other }, { userIds: [me] });
    await realtime.publish({ type: 'blocked', conversationId, userId: me }, { userIds: [other] });
  }

  return {
    /** Blocks a member (any existing user; blocking twice changes nothing). Oneself: 40000; unknown: 404. */
    async block(auth: AuthContext, userId: number, locale: Locale): Promise<null> {
      if (userId === auth.userId) {
        throw new AppError(ErrorCode.VALIDATION, 'chatBlockSelf', undefined, {
          fieldErrors: [{ path: 'id', message: translate('chatBlockSelf', locale) }],
        });
      }
      if (!(await chat.user(userId))) throw notFound();
      await repo.block(auth.userId, userId);
      await tellBoth(auth.userId, userId);
      return null;
    },

    /** Lifts the caller's block of a member; one that was not blocked answers all the same (nothing changes). */
    async unblock(auth: AuthContext, userId: number): Promise<null> {
      if (await repo.unblock(auth.userId, userId)) await tellBoth(auth.userId, userId);
      return null;
    },

    async blocked(auth: AuthContext, locale: Locale): Promise<BlockedMember[]> {
      return (await repo.blockedBy(auth.userId)).map((r) => presentBlocked(r, auth, locale));
    },

    /**
     * Reports one of the caller's conversations (404 otherwise) to the organiser; the reported member is the other
     * one. A second report while the first is open answers all the same and writes nothing.
     */
    async report(auth: AuthContext, conversationId: number, reason: string): Promise<null> {
      const c = await chat.conversationOf(conversationId, auth.userId);
      if (!c) throw notFound();
      await repo.report({ conversationId, reporterId: auth.userId, reportedId: c.userA === auth.userId ? c.userB : c.userA, reason });
      return null;
    },
  };
}
export type ChatSafetyService = ReturnType<typeof chatSafetyService>;
