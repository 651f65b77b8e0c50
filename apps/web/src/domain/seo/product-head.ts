import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { entityPath } from '@gembourse/contracts/public-urls';
import { baseHead } from './base-head.ts';
import { catalogueStep, trail } from './breadcrumbs.ts';
import { genericDescription } from './generic-description.ts';
import type { HeadTags, SeoContext } from './head-tags.ts';
import { availabilityOf, node, offerOf, part } from './json-ld.ts';
import { absoluteUrl, entityUrl, pageUrls } from './page-urls.ts';
import { descriptionOf, plainText } from './plain-text.ts';

/** The product's pictures as absolute URLs, the first one first (the one the page shows large). */
function imagesOf(baseUrl: string, p: CatalogueProductDetail): string[] {
  const all = p.images.length ? p.images : p.image ? [p.image] : [];
  return all.map((src) => absoluteUrl(baseUrl, src)).filter((u): u is string => Boolean(u));
}

/**
 * /home/product-detail?id=: the product as GET /api/product/view/:id answered it (the guest's view on the server).
 * JSON-LD Product with its Brand and, only where the price is shown, an Offer (or AggregateOffer for a range); a
 * product whose price is hidden is still a Product (name, picture, description, brand for every engine), which Google
 * reports as not eligible for a product snippet rather than as invalid.
 */
export function productHead(product: CatalogueProductDetail, ctx: SeoContext): HeadTags {
  const path = entityPath('product', product.id);
  const { canonical } = pageUrls(ctx.baseUrl, path, ctx.locale);
  const own = descriptionOf(plainText(product.descriptionHtml));
  const description = own ?? genericDescription(ctx, path);
  const images = imagesOf(ctx.baseUrl, product);
  const seller = part('Organization', { name: product.companyName, url: entityUrl(ctx.baseUrl, 'company', product.companyId, ctx.locale) });
  const offers = offerOf(product.price, { url: canonical, availability: availabilityOf(product), seller });
  const jsonLd = [
    node('Product', {
      name: product.name,
      image: images,
      description: own,
      sku: product.sku || undefined,
      brand: product.brand ? part('Brand', { name: product.brand.name }) : undefined,
      offers,
      url: canonical,
    }),
    trail(ctx, catalogueStep(ctx), { name: product.name, url: canonical }),
  ];
  return baseHead(ctx, {
    path,
    detail: product.name,
    description,
    image: images[0] ? { url: images[0], alt: product.name } : undefined,
    largeImage: true,
    ogType: 'product',
    jsonLd,
  });
}
