import type { BlockedMember, ChatCard, ChatContext, ChatMessage, ChatPeer, ChatReport, Conversation } from '@gembourse/contracts/messaging';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { presentMemberCard, type MemberCardRow } from '../accounts/accounts.public.ts';
import { displayName } from '../company/company.presenter.ts';
import type { MessageRow } from './chat.repository.ts';
import type { ConversationRow } from './chat-conversations.repository.ts';

// What members and the console see of the chat (issue 12). Text is handed out as it was typed: it is plain text, never
// HTML, and the client renders it as text (links made into safe anchors there), so nothing here escapes or parses it.

/** A name as displayName reads it: a company's own and English names; a product has one (nameEn null). */
export interface Names {
  name: string;
  nameEn: string | null;
}

/**
 * A product or company card as a message keeps it (messages.payload): what it showed when it was sent, so history
 * reads no other table and a renamed product keeps the words the members talked about.
 */
export interface CardSnapshot {
  type: 'product' | 'company';
  id: number;
  title: Names;
  subtitle: Names | null;
  imageUrl: string | null;
}

/** The SPA path of a card (the web's own links: /home/product-detail?id=, /home/company-profile?id=). */
export const cardLink = (type: CardSnapshot['type'], id: number) =>
  type === 'product' ? `/home/product-detail?id=${id}` : `/home/company-profile?id=${id}`;

export function presentCard(s: CardSnapshot, locale: Locale): ChatCard {
  return {
    type: s.type,
    id: s.id,
    title: displayName(s.title, locale),
    subtitle: s.subtitle ? displayName(s.subtitle, locale) : null,
    imageUrl: s.imageUrl,
    link: cardLink(s.type, s.id),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A card's key in CardsSeen. */
export const cardKey = (type: CardSnapshot['type'], id: number) => `${type}:${id}`;
/**
 * The cards a reader may see now (chat-context.ts cardsSeen), or 'all': platform staff moderating a report read the
 * messages as they were sent (the evidence).
 */
export type CardsSeen = ReadonlySet<string> | 'all';

/**
 * A message as `seen`'s reader sees it: a product or company card they may not see (now) is neither shown nor named,
 * so the card is null and the text (the card's title) empty (issue 28 item 11).
 */
export function presentMessage(row: MessageRow, locale: Locale, seen: CardsSeen): ChatMessage {
  const p = row.payload ?? {};
  const image =
    row.kind === 'image'
      ? {
          url: String(p.url ?? ''),
          width: typeof p.width === 'number' ? p.width : null,
          height: typeof p.height === 'number' ? p.height : null,
        }
      : null;
  const snapshot = row.kind === 'product' || row.kind === 'company' ? (p as unknown as CardSnapshot) : null;
  const hidden = snapshot !== null && seen !== 'all' && !seen.has(cardKey(snapshot.type, snapshot.id));
  const card = snapshot && !hidden ? presentCard(snapshot, locale) : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    kind: row.kind,
    text: hidden ? '' : row.body,
    image,
    card,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
  };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The other member of a conversation: their member card as `viewer` may see it, and whether they are active. */
export function presentPeer(p: ConversationRow['peer'], viewer: AuthContext, locale: Locale): ChatPeer {
  return { ...presentMemberCard(p, viewer, locale), active: p.status === 'active' };
}

/**
 * A conversation row with its context as the service resolved it for the viewer (null: none recorded), its last
 * message's card as the viewer may see it (`seen`).
 */
export function presentConversation(
  row: ConversationRow,
  context: ChatContext | null,
  viewer: AuthContext,
  locale: Locale,
  seen: CardsSeen,
): Conversation {
  const last = row.last?.id ? presentMessage(row.last as MessageRow, locale, seen) : null;
  return {
    id: row.id,
    peer: presentPeer(row.peer, viewer, locale),
    context,
    lastMessage: last,
    unread: row.unread,
    blockedByMe: row.blockedByMe,
    blockedByPeer: row.blockedByPeer,
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/** A member I blocked: the name and company of their card. */
export function presentBlocked(row: MemberCardRow & { blockedAt: Date }, viewer: AuthContext, locale: Locale): BlockedMember {
  const card = presentMemberCard(row, viewer, locale);
  return { userId: card.userId, name: card.name, companyName: card.companyName, blockedAt: row.blockedAt.toISOString() };
}

type ReportPerson = { userId: number; firstName: string; lastName: string; email: string };

export function presentReport(
  row: {
    id: number;
    conversationId: number;
    reason: string;
    status: 'open' | 'closed';
    createdAt: Date;
    reporter: ReportPerson;
    reported: ReportPerson;
  },
  excerpt: MessageRow[],
  locale: Locale,
): ChatReport {
  const person = (p: ReportPerson) => ({ userId: p.userId, name: fullName(p), email: p.email });
  return {
    id: row.id,
    conversationId: row.conversationId,
    reporter: person(row.reporter),
    reported: person(row.reported),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    excerpt: excerpt.map((m) => presentMessage(m, locale, 'all')),
  };
}
