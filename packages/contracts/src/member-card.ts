import { z } from 'zod';

// A member as another member sees them (issue 28 item 10): every answer that shows a member to someone else carries
// this card, and the server fills it in one presenter (apps/server/src/modules/accounts/accounts.public.ts), which
// follows the member's "show my profile to other members" switch (docs/decisions.md "Personal profile visibility").

/** A member's card: a hidden profile shows the name and company only (photo and job title null). */
export const ZMemberCard = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Null when the member hides their profile, or has no photo. */
  avatarUrl: z.string().nullable(),
  /** Null when the member hides their profile, or has none. */
  jobTitle: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type MemberCard = z.infer<typeof ZMemberCard>;

/** The card without ids, for pages anybody may read (the answers on a product page). */
export const ZMemberMention = ZMemberCard.pick({ name: true, avatarUrl: true, jobTitle: true, companyName: true });
export type MemberMention = z.infer<typeof ZMemberMention>;
