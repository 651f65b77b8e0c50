import type { ShareShowroom } from '@gembourse/contracts/connections';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { noSession, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { isOpenSupplier } from './company-access.ts';
import type { CompanyShareRepository } from './company-share.repository.ts';
import { displayName } from './company.presenter.ts';
import { personName } from '@gembourse/contracts/person-name';

/** "Share showroom link by e-mail" (SPEC §2): one e-mail per recipient, through the outbox like every e-mail. */
export function companyShareService(deps: {
  repo: CompanyShareRepository;
  accounts: Pick<UsersRepository, 'emailLanguagesOf'>;
  mailer: Pick<Mailer, 'send'>;
}) {
  const { repo, mailer } = deps;
  return {
    /**
     * E-mails the link of a supplier's showroom to each address: a member in their own e-mail language, anybody else
     * in the sender's (who wrote the note). Only a showroom its recipients may open can be shared (isOpenSupplier: an
     * active, verified supplier), else 404. Duplicates were refused by the schema already.
     */
    async share(auth: AuthContext, input: ShareShowroom, locale: Locale): Promise<{ sent: number }> {
      const company = await repo.company(input.companyId);
      if (!company || !isOpenSupplier(company)) throw notFound();
      const sender = await repo.sender(auth.userId);
      if (!sender) throw noSession();
      const members = await deps.accounts.emailLanguagesOf(input.emails);
      const paramsIn = (l: Locale) => ({
        sender: personName(sender),
        senderCompany: displayName({ name: sender.companyName, nameEn: sender.companyNameEn }, l),
        company: displayName(company, l),
        companyId: company.id,
        note: input.message ?? '',
      });
      for (const to of input.emails) {
        const l = members.get(to.toLowerCase()) ?? locale;
        // Sent to an address: a member among them is greeted like anybody else, by no name.
        await mailer.send({ to, recipient: null, locale: l, template: 'showroomShare', params: paramsIn(l) });
      }
      return { sent: input.emails.length };
    },
  };
}
