import type { CatalogueProductDetail, PriceView } from '@gembourse/contracts/catalogue-search';
import type { JsonLd } from './head-tags.ts';

// schema.org nodes of the pages' structured data (issue 29 item 4). Only what the data given shows: the builders get
// the guest's view of a page on the server, so nothing here reaches a crawler that a guest could not read.

const CONTEXT = 'https://schema.org' as const;

/** A node with its context; properties that are undefined are left out (JSON.stringify drops them too). */
export function node(type: string, props: Record<string, unknown>): JsonLd {
  const clean = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return { '@context': CONTEXT, '@type': type, ...clean };
}

/** A nested node (no @context of its own). */
export function part(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const { '@context': _context, ...rest } = node(type, props);
  return rest;
}

/** schema.org availability of a product: pre-order, in stock, or out of stock when its tracked stock is zero. */
export function availabilityOf(p: Pick<CatalogueProductDetail, 'availability' | 'stock'>): string {
  if (p.availability === 'preorder') return 'https://schema.org/PreOrder';
  if (p.availability === 'stock' && p.stock === 0) return 'https://schema.org/OutOfStock';
  return 'https://schema.org/InStock';
}

/**
 * The offer of a price a guest sees, or undefined when it is hidden (SPEC §6 price visibility: the answer then holds
 * no amount at all). The supplier's own price and currency, not the conversion (approximate, at a reference rate); a
 * range of priced variants is an AggregateOffer.
 */
export function offerOf(price: PriceView, extra: { url: string; availability: string; seller?: Record<string, unknown> }) {
  if (price.state !== 'shown') return undefined;
  const { amount, max, currency } = price.original;
  if (max != null && max > amount) {
    return part('AggregateOffer', { lowPrice: amount, highPrice: max, priceCurrency: currency, ...extra });
  }
  return part('Offer', { price: amount, priceCurrency: currency, ...extra });
}

/** A breadcrumb trail: each step with its position, name and absolute URL. */
export function breadcrumbList(steps: readonly { name: string; url: string }[]): JsonLd {
  return node('BreadcrumbList', {
    itemListElement: steps.map((s, i) => part('ListItem', { position: i + 1, name: s.name, item: s.url })),
  });
}

/** The entries of a list page: position on the whole list (page offset included), URL and name. */
export function itemList(items: readonly { name: string; url: string }[], offset: number): JsonLd {
  return node('ItemList', {
    numberOfItems: items.length,
    itemListElement: items.map((it, i) => part('ListItem', { position: offset + i + 1, url: it.url, name: it.name })),
  });
}
