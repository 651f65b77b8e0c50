// The demo suppliers' brands (issue 10 item 5, docs/decisions.md "Brands: one model"): every supplier has its default
// brand (created by catalogue/brands.repository.ts createDefaultBrands, as for a new supplier), and Aurora Gems keeps
// two more, with logos, over which some of its products are spread, so the brand page and the "brand" filter of the
// product list show something real on first start.
import { logoUrl } from './images.ts';

/** Aurora's brands besides its default one: name and the generated logo (images.ts draws it like a company logo). */
export const AURORA_BRANDS = [
  { name: 'Aurora Bridal', logo: { initials: 'AB', colour: 3 } },
  { name: 'Aurora Atelier', logo: { initials: 'AT', colour: 6 } },
] as const;

/** The rows of Aurora's extra brands. */
export const auroraBrandRows = (companyId: number) =>
  AURORA_BRANDS.map((b) => ({ companyId, name: b.name, logo: logoUrl(b.logo.initials, b.logo.colour) }));

/**
 * Which of Aurora's brands its i-th product carries: every fourth from the second on is Bridal, every fourth from the
 * fourth on is Atelier, the rest stay with the default brand (deterministic). -1 is the default brand, else an index
 * into AURORA_BRANDS.
 */
export const auroraBrandOf = (i: number): number => (i % 4 === 1 ? 0 : i % 4 === 3 ? 1 : -1);
