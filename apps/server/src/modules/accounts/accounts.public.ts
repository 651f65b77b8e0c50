import { nameFor, type Locale } from '@gembourse/contracts/locale';
import type { MemberCard } from '@gembourse/contracts/member-card';
import { personName } from '@gembourse/contracts/person-name';
import { users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

// The accounts module's face to the other modules (ARCHITECTURE §3): what they may use of the members it owns.

/**
 * The users columns a member card reads, for a repository to spread into its select beside the two names of the
 * member's company (`companyName`, `companyNameEn`); with them a row is a MemberCardRow.
 */
export const memberCardColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  jobTitle: users.jobTitle,
  profileVisible: users.profileVisible,
  companyId: users.companyId,
};

/** A member as a card is made from: memberCardColumns and their company's names. */
export interface MemberCardRow {
  userId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  jobTitle: string | null;
  profileVisible: boolean;
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
}

/**
 * The one presenter of a member shown to someone else (issue 28 item 10: chat, connections, questions and answers,
 * and whatever shows a member next), so a new place cannot forget the member's "show my profile to other members"
 * switch (docs/decisions.md "Personal profile visibility"):
 * - the member themself sees their whole card;
 * - another member sees name and company, and the photo and job title only while the profile is shown;
 * - a guest (a public page) sees the first name and company only: the switch shows a profile to members.
 * The company name is picked for the reader as everywhere (`nameFor`). The member's own pages and their company's
 * admin views (the user list) are not cards and are not narrowed.
 */
export function presentMemberCard(m: MemberCardRow, viewer: AuthContext | null, locale: Locale): MemberCard {
  const self = viewer !== null && viewer.userId === m.userId;
  const shown = self || (viewer !== null && m.profileVisible);
  return {
    userId: m.userId,
    name: viewer === null ? m.firstName.trim() : personName(m),
    avatarUrl: shown ? m.avatar : null,
    jobTitle: shown ? m.jobTitle : null,
    companyId: m.companyId,
    companyName: nameFor({ name: m.companyName, nameEn: m.companyNameEn }, locale),
  };
}
