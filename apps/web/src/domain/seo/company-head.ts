import type { CompanyDetail } from '@gembourse/contracts/company';
import { entityPath } from '@gembourse/contracts/public-urls';
import { companyNames } from '../companies/company-names.ts';
import { pickText } from '../companies/profile-language.ts';
import { baseHead } from './base-head.ts';
import { directoryStep, trail } from './breadcrumbs.ts';
import { genericDescription } from './generic-description.ts';
import type { HeadTags, SeoContext } from './head-tags.ts';
import { node, part } from './json-ld.ts';
import { absoluteUrl, pageUrls } from './page-urls.ts';
import { descriptionOf } from './plain-text.ts';

/**
 * /home/company-profile?id=: a company as GET /api/company/detail/:id answered it. Organization with the names, logo,
 * country and city a directory card shows to anyone; the street address and the website (contact details, SPEC §3)
 * only when the showroom shows its contact details to everyone, so the structured data is the same for every viewer
 * and never carries what a guest could not read, even when a member's browser builds it.
 */
export function companyHead(company: CompanyDetail, ctx: SeoContext): HeadTags {
  const path = entityPath('company', company.id);
  const { canonical } = pageUrls(ctx.baseUrl, path, ctx.locale);
  const { title, others } = companyNames(company, ctx.locale);
  // The profile text the page shows first to this reader (profile-about.tsx), else the directory card's excerpt.
  const own = descriptionOf(pickText(company.profile, company.profileEn, ctx.locale).text, company.profileExcerpt);
  const description = own ?? genericDescription(ctx, path);
  const logo = absoluteUrl(ctx.baseUrl, company.logo);
  const cover = absoluteUrl(ctx.baseUrl, company.cover);
  const publicContact = company.contactPrivacy === 'everyone' && company.contactVisible;
  const street = publicContact ? pickText(company.address, company.addressEn, ctx.locale).text : null;
  const website = publicContact ? absoluteUrl(ctx.baseUrl, company.website) : undefined;
  const address =
    company.country || company.city || street
      ? part('PostalAddress', {
          addressCountry: company.country ?? undefined,
          addressLocality: company.city ?? undefined,
          streetAddress: street ?? undefined,
        })
      : undefined;
  const jsonLd = [
    node('Organization', {
      name: title,
      alternateName: others.length ? others : undefined,
      url: canonical,
      logo,
      image: cover,
      description: own,
      address,
      foundingDate: company.inBusinessSince ? String(company.inBusinessSince) : undefined,
      sameAs: website ? [website] : undefined,
    }),
    trail(ctx, directoryStep(ctx), { name: title, url: canonical }),
  ];
  // The cover is the wide picture a link preview shows; a company without one is shown by its logo, on the small card.
  const picture = cover ?? logo;
  return baseHead(ctx, {
    path,
    detail: title,
    description,
    image: picture ? { url: picture, alt: title } : undefined,
    largeImage: Boolean(cover),
    jsonLd,
  });
}
