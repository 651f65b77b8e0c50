import type { ChatContext, ChatContextRef, ChatContextType } from '@gembourse/contracts/messaging';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import { isOpenSupplier, profileVisible, standingOf, type Purpose, type Viewer } from '../company/company-access.ts';
import { cardKey, presentCard, type CardSnapshot, type CardsSeen } from './chat.presenter.ts';
import type { ChatConversationsRepository, ConversationRow } from './chat-conversations.repository.ts';
import type { MessageRow } from './chat.repository.ts';

// What a conversation is about (issue 12): a product, a company, a connection or a business match. A context resolves
// to the member who answers for it (the company's chat contact) and is shown at the conversation's top as a card,
// each time by the visibility rules of its owner: the catalogue's product rule (injected, the chat does not import
// the catalogue, which records notifications through this module) and the company's profile rule. A card sent as a
// message is checked the same way, for each reader, each time it is shown (issue 28 item 11): the sender may see
// what the other member may not. Sending a card or starting a chat from a context is a member's act (Purpose 'act':
// platform staff are checked as members); showing one is seeing.

/** A product as a card shows it, for a viewer who may see it (catalogue/product-cards.service.ts answers it). */
export interface ProductCardFacts {
  id: number;
  companyId: number;
  name: string;
  imageUrl: string | null;
  companyName: string;
  companyNameEn: string | null;
}
/** The products among `ids` that `viewer` may see, or act on (`purpose`), by id (unknown and hidden ones are absent). */
export type VisibleProducts = (viewer: Viewer, ids: readonly number[], purpose: Purpose) => Promise<Map<number, ProductCardFacts>>;

type CompanyFacts = Awaited<ReturnType<ChatConversationsRepository['companies']>>[number];

function productSnapshot(p: ProductCardFacts): CardSnapshot {
  return {
    type: 'product',
    id: p.id,
    title: { name: p.name, nameEn: null },
    subtitle: { name: p.companyName, nameEn: p.companyNameEn },
    imageUrl: p.imageUrl,
  };
}

function companySnapshot(c: CompanyFacts): CardSnapshot {
  const place = [c.city, c.country].filter(Boolean).join(', ');
  return {
    type: 'company',
    id: c.id,
    title: { name: c.name, nameEn: c.nameEn },
    subtitle: place ? { name: place, nameEn: null } : null,
    imageUrl: c.logo,
  };
}

export function chatContext(deps: { repo: ChatConversationsRepository; products: VisibleProducts }) {
  const { repo } = deps;

  /** The companies among `ids` whose profile `viewer` may open (company-access.ts profileVisible), by id. */
  async function visibleCompanies(viewer: Viewer, ids: readonly number[], purpose: Purpose): Promise<Map<number, CompanyFacts>> {
    if (!ids.length) return new Map();
    const rows = await repo.companies([...new Set(ids)]);
    // profileVisible does not read the connection; only the contact details and the showroom do.
    return new Map(rows.filter((c) => profileVisible(c, viewer, standingOf(viewer, c.id, false, purpose))).map((c) => [c.id, c]));
  }

  /**
   * The company a context stands for, if the viewer may start a chat from it as a member; 404 alike for unknown and
   * hidden (ids cannot be probed).
   */
  async function companyOf(viewer: AuthContext, ref: ChatContextRef): Promise<number> {
    if (ref.type === 'product') {
      const product = (await deps.products(viewer, [ref.id], 'act')).get(ref.id);
      if (!product) throw notFound();
      return product.companyId;
    }
    const id = ref.type === 'connection' ? await repo.connectionPeer(ref.id, viewer.companyId) : ref.id;
    if (id === undefined) throw notFound();
    const company = (await visibleCompanies(viewer, [id], 'act')).get(id);
    // A match is a supplier that business matching suggests: an open one (company-match.repository.ts ranks only those).
    if (!company || (ref.type === 'match' && !isOpenSupplier(company))) throw notFound();
    return company.id;
  }

  return {
    /**
     * The member who answers for a context: its company's chat contact (the first active administrator, else the
     * first active member). 404 when the viewer may not see the thing or nobody of the company can answer.
     */
    async counterpart(viewer: AuthContext, ref: ChatContextRef): Promise<number> {
      const contact = await repo.contactOf(await companyOf(viewer, ref));
      if (contact === undefined) throw notFound();
      return contact;
    },

    /** A product card as a message keeps it, if the sender may see the product as a member (else 404). */
    async productCard(viewer: AuthContext, id: number): Promise<CardSnapshot> {
      const product = (await deps.products(viewer, [id], 'act')).get(id);
      if (!product) throw notFound();
      return productSnapshot(product);
    },

    /** A company card as a message keeps it, if the sender may open its profile as a member (else 404). */
    async companyCard(viewer: AuthContext, id: number): Promise<CardSnapshot> {
      const company = (await visibleCompanies(viewer, [id], 'act')).get(id);
      if (!company) throw notFound();
      return companySnapshot(company);
    },

    /**
     * The cards among `messages` that `reader` may see now (chat.presenter.ts cardKey), by the rules of the banner:
     * a product or a company hidden from the reader since it was sent, or never shown to them, is absent. Nothing is
     * read for messages without cards; two statements at most otherwise.
     */
    async cardsSeen(reader: Viewer, messages: readonly MessageRow[]): Promise<CardsSeen> {
      const ids = (type: CardSnapshot['type']) =>
        messages.filter((m) => m.kind === type && typeof m.payload?.id === 'number').map((m) => m.payload!.id as number);
      const [products, companies] = await Promise.all([
        ids('product').length ? deps.products(reader, ids('product'), 'see') : new Map<number, ProductCardFacts>(),
        visibleCompanies(reader, ids('company'), 'see'),
      ]);
      return new Set([
        ...[...products.keys()].map((id) => cardKey('product', id)),
        ...[...companies.keys()].map((id) => cardKey('company', id)),
      ]);
    },

    /**
     * The context banner of each conversation as `viewer` may see it now (a product since hidden shows no card). Two
     * statements at most, whatever the number of rows: the products, and the companies (company, match, connection).
     */
    async contexts(viewer: AuthContext, rows: readonly ConversationRow[], locale: Locale): Promise<Map<number, ChatContext | null>> {
      const productIds = rows.filter((r) => r.contextType === 'product' && r.contextId !== null).map((r) => r.contextId!);
      const companyIds = rows.filter((r) => r.contextType !== 'product' && r.contextCompanyId !== null).map((r) => r.contextCompanyId!);
      const [products, companies] = await Promise.all([
        productIds.length ? deps.products(viewer, productIds, 'see') : new Map<number, ProductCardFacts>(),
        visibleCompanies(viewer, companyIds, 'see'),
      ]);
      const out = new Map<number, ChatContext | null>();
      for (const r of rows) {
        if (!r.contextType) {
          out.set(r.id, null);
          continue;
        }
        const product = r.contextType === 'product' && r.contextId !== null ? products.get(r.contextId) : undefined;
        const company = r.contextType !== 'product' && r.contextCompanyId !== null ? companies.get(r.contextCompanyId) : undefined;
        const snapshot = product ? productSnapshot(product) : company ? companySnapshot(company) : null;
        out.set(r.id, { type: r.contextType as ChatContextType, card: snapshot ? presentCard(snapshot, locale) : null });
      }
      return out;
    },
  };
}
export type ChatContextResolver = ReturnType<typeof chatContext>;
