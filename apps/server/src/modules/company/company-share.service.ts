import type { ShareShowroom } from '@gembourse/contracts/connections';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { noSession, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { recipientLocale } from '../accounts/settings-notifications.ts';
import { profileVisible } from './company-access.ts';
import type { CompanyShareRepository } from './company-share.repository.ts';
import { displayName } from './company.presenter.ts';

/** "Share showroom link by e-mail" (SPEC §2): one e-mail per recipient, through the outbox like every e-mail. */
export function companyShareService(deps: { repo: CompanyShareRepository; mailer: Pick<Mailer, 'send'> }) {
  const { repo, mailer } = deps;
  return {
    /**
     * E-mails the link of a supplier's showroom to each address: a member in their own e-mail language, anybody else
     * in the sender's (who wrote the note). Only a showroom its recipients may open can be shared (profileVisible for
     * members of other companies: an active, verified supplier), else 404. Duplicates were refused by the schema already.
     */
    async share(auth: AuthContext, input: ShareShowroom, locale: Locale): Promise<{ sent: number }> {
      const company = await repo.company(input.companyId);
      const recipient = { own: false, staff: false, connected: false };
      if (!company || company.joinType !== 'seller' || !profileVisible(company, auth, recipient)) throw notFound();
      const sender = await repo.sender(auth.userId);
      if (!sender) throw noSession();
      const members = new Map((await repo.members(input.emails)).map((m) => [m.email, recipientLocale(m)]));
      const paramsIn = (l: Locale) => ({
        sender: `${sender.firstName} ${sender.lastName}`.trim(),
        senderCompany: displayName({ name: sender.companyName, nameEn: sender.companyNameEn }, l),
        company: displayName(company, l),
        companyId: company.id,
        note: input.message ?? '',
      });
      for (const to of input.emails) {
        const l = members.get(to.toLowerCase()) ?? locale;
        await mailer.send({ to, locale: l, template: 'showroomShare', params: paramsIn(l) });
      }
      return { sent: input.emails.length };
    },
  };
}
