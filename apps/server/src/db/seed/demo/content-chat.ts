// Demo conversations (issue 12): the message panel and the notification centre of the demo accounts are not empty.
// The demo supplier talks with two other buyers, the demo buyer with two other suppliers; the pair buyer@ and
// supplier@ is left for the reader (and the e2e journeys) to start from a product. Everything is read: the badges of
// the demo accounts start at zero, so the first message anyone sends is the one that raises them.
import type { conversations, messages, notifications } from '../../schema/index.ts';
import { daysBefore } from './prng.ts';

type Line = [from: 'me' | 'peer', text: string];
/** A scripted conversation of one demo account (`me`) with another member, opened from a product or a company. */
interface Script {
  context: 'product' | 'company';
  /** Days before the reference date the first line was written; the lines follow a few minutes apart. */
  daysAgo: number;
  lines: Line[];
}

/** The demo supplier (Aurora Gems) with buyers: an order about a product, and an enquiry in simplified Chinese. */
const SUPPLIER_SCRIPTS: Script[] = [
  {
    context: 'product',
    daysAgo: 3,
    lines: [
      ['peer', 'Good morning Samuel, could you quote 30 pairs of these earrings in 18k white gold?'],
      ['me', 'Good morning! 30 pairs is fine: unit price drops by 8% from 25 pairs. Lead time is four weeks.'],
      ['peer', 'Great. Can each pair come with its own grading report?'],
      ['me', 'Yes, every centre stone has a GIA report; I will send the quotation with sample reports today.'],
    ],
  },
  {
    context: 'company',
    daysAgo: 6,
    lines: [
      ['peer', '您好，请问贵公司可以做定制的婚戒系列吗？'],
      ['me', '可以的，我们的设计团队可以根据您的草图打样，起订量为每款 20 件。'],
      ['peer', '好的，我下周把设计图发给您。'],
    ],
  },
];

/** The demo buyer with other suppliers: a price request, and a question about certification. */
const BUYER_SCRIPTS: Script[] = [
  {
    context: 'company',
    daysAgo: 2,
    lines: [
      ['me', 'Hello, do you have a price list for loose sapphires between 1 and 2 carats?'],
      ['peer', 'Hello! Yes, I will send our current list. Are you looking for heated or unheated stones?'],
      ['me', 'Heated is fine for this order, royal blue if possible.'],
    ],
  },
  {
    context: 'product',
    daysAgo: 9,
    lines: [
      ['peer', 'Thank you for following our showroom. The pearl strands you saved are back in stock.'],
      ['me', 'Thanks, I will place a sample order next week.'],
    ],
  },
];

/** Who is who in the seeded conversations: user ids, and what each side's conversation is opened from. */
export interface ChatCast {
  supplier: { userId: number; companyId: number; productId: number };
  buyer: { userId: number };
  /** Two buyers other than the demo buyer. */
  otherBuyers: number[];
  /** Two suppliers' users other than the demo supplier's, with their companies and a product of each. */
  otherSellers: { userId: number; companyId: number; productId: number }[];
}

type ConversationRow = typeof conversations.$inferInsert;
type MessageRow = Omit<typeof messages.$inferInsert, 'conversationId'>;
type NoticeRow = typeof notifications.$inferInsert;

/** A conversation to insert and its messages (the caller fills in the conversation's id). */
export interface SeedConversation {
  conversation: ConversationRow;
  messages: MessageRow[];
}

const MINUTES = 60_000;

function conversationOf(me: number, peer: number, context: { type: string; id: number }, script: Script): SeedConversation {
  const start = daysBefore(script.daysAgo).getTime();
  const at = (i: number) => new Date(start + i * 7 * MINUTES);
  const rows = script.lines.map(([from, text], i): MessageRow => {
    const senderId = from === 'me' ? me : peer;
    return {
      senderId,
      recipientId: senderId === me ? peer : me,
      body: text,
      kind: 'text',
      clientId: `seed-${context.type}-${context.id}-${me}-${i}`,
      createdAt: at(i),
      deliveredAt: at(i),
      readAt: new Date(at(i).getTime() + 2 * MINUTES),
      mailedAt: at(i),
    };
  });
  const [userA, userB] = me < peer ? [me, peer] : [peer, me];
  return {
    conversation: { userA, userB, contextType: context.type, contextId: context.id, lastMessageAt: at(rows.length - 1) },
    messages: rows,
  };
}

/** The demo conversations, in insertion order. */
export function buildConversations(cast: ChatCast): SeedConversation[] {
  const { supplier, buyer } = cast;
  // A small seed (SEED_SUPPLIERS=1) has fewer members than scripts: those scripts are left out.
  const supplierSide = SUPPLIER_SCRIPTS.slice(0, cast.otherBuyers.length).map((script, i) => {
    const context =
      script.context === 'product' ? { type: 'product', id: supplier.productId } : { type: 'company', id: supplier.companyId };
    return conversationOf(supplier.userId, cast.otherBuyers[i], context, script);
  });
  const buyerSide = BUYER_SCRIPTS.slice(0, cast.otherSellers.length).map((script, i) => {
    const seller = cast.otherSellers[i];
    const context = script.context === 'product' ? { type: 'product', id: seller.productId } : { type: 'company', id: seller.companyId };
    return conversationOf(buyer.userId, seller.userId, context, script);
  });
  return [...supplierSide, ...buyerSide];
}

/**
 * The private-message notices the seeded messages left (the payload chat-mail.job.ts writes), read: one per
 * conversation, to the recipient of its first message. `names`: users' names by id.
 */
export function buildChatNotices(seeded: { id: number; seed: SeedConversation }[], names: Map<number, string>): NoticeRow[] {
  return seeded.map(({ id, seed }) => {
    const first = seed.messages[0];
    const senderName = names.get(first.senderId) ?? '';
    return {
      userId: first.recipientId,
      kind: 'privateMessage',
      payload: {
        event: 'privateMessage',
        conversationId: id,
        conversationIds: [id],
        senderName,
        senders: [{ userId: first.senderId, name: senderName }],
        count: 1,
        preview: first.body,
      },
      readAt: first.readAt,
      createdAt: first.createdAt,
    };
  });
}
