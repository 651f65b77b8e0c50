import { ErrorCode } from '@gembourse/contracts/errors';
import type { ChatReport } from '@gembourse/contracts/messaging';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { presentReport } from './chat.presenter.ts';
import type { MessageRow } from './chat.repository.ts';
import type { ChatSafetyRepository } from './chat-safety.repository.ts';

/**
 * The organiser's side of chat reports (console /chat-reports, platform staff only by the endpoints' access): the
 * reports with the last messages of the reported member in the conversation, and closing one, optionally disabling
 * the reported account through company user management (its sessions end and its sockets get the forced-offline
 * notice; the users table is the accounts module's).
 */
export function chatReportsService(deps: {
  repo: ChatSafetyRepository;
  /** Disables a user as platform staff (company-users.service.ts deactivate). */
  disableUser: (staff: AuthContext, userId: number) => Promise<unknown>;
}) {
  const { repo } = deps;
  return {
    /** Reports of a status (open first when none is given), each with its excerpt; two statements. */
    async list(status: 'open' | 'closed' | undefined, locale: Locale): Promise<ChatReport[]> {
      const rows = await repo.reports(status);
      const excerpts = await repo.excerpts(rows.map((r) => ({ conversationId: r.conversationId, senderId: r.reported.userId })));
      const byPair = new Map<string, MessageRow[]>();
      for (const m of excerpts) {
        const key = `${m.conversationId}:${m.senderId}`;
        byPair.set(key, [...(byPair.get(key) ?? []), m]);
      }
      return rows.map((r) => presentReport(r, byPair.get(`${r.conversationId}:${r.reported.userId}`) ?? [], locale));
    },

    /**
     * Closes an open report (unknown: 404; closed already: 40900). With `disableReported` the reported member's
     * account is disabled first, so a refusal there (staff disabling themselves) leaves the report open.
     */
    async close(staff: AuthContext, id: number, disableReported: boolean): Promise<null> {
      const report = await repo.find(id);
      if (!report) throw notFound();
      if (report.status !== 'open') throw new AppError(ErrorCode.CONFLICT, 'chatReportClosed');
      if (disableReported) await deps.disableUser(staff, report.reportedId);
      if (!(await repo.close(id, staff.userId))) throw new AppError(ErrorCode.CONFLICT, 'chatReportClosed');
      return null;
    },
  };
}
export type ChatReportsService = ReturnType<typeof chatReportsService>;
