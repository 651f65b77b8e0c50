import type { CollectionEventOptions, OwnCollection, OwnCollectionDetail } from '@gembourse/contracts/own-collections';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import type { LinkableEventRow, OwnCollectionDetailRow, OwnCollectionRow } from './own-collections.repository.ts';

/** A row of the supplier's own collection list; the linked event's name in the caller's language. */
export function presentOwnCollection(r: OwnCollectionRow, locale: Locale): OwnCollection {
  return {
    id: r.id,
    name: r.name,
    cover: r.cover,
    visibility: r.visibility,
    priceVisibility: r.priceVisibility,
    releaseAt: r.releaseAt.toISOString(),
    finalDisplayAt: r.finalDisplayAt?.toISOString() ?? null,
    shipStartDate: r.shipStart,
    shipDeadlineDate: r.shipDeadline,
    eventId: r.eventId,
    eventName: r.eventTitle ? pickText(r.eventTitle, locale) : null,
    eventExclusive: r.eventExclusive,
    published: r.published,
    listed: r.listed,
    state: r.state,
    productCount: r.productCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** One collection with every field the form edits and its products in the collection's order. */
export function presentOwnCollectionDetail(r: OwnCollectionDetailRow, locale: Locale): OwnCollectionDetail {
  return {
    ...presentOwnCollection(r, locale),
    pictures: r.pictures,
    description: r.description,
    products: r.products.map((p) => ({ id: p.id, name: p.name, sku: p.sku, image: p.images[0] ?? null, published: p.published })),
  };
}

/** The events the form's event picker offers. */
export function presentEventOptions(rows: readonly LinkableEventRow[], locale: Locale): CollectionEventOptions {
  return rows.map((e) => ({ id: e.id, name: pickText(e.title, locale), startsAt: e.startsAt.toISOString() }));
}
