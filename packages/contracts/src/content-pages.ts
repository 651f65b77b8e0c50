import { z } from 'zod';
import { text } from './primitives.ts';

/** A page slug as it appears in URLs: lower-case words joined by hyphens. */
export const ZPageSlug = text()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(64);

/** The slugs of the legal texts every installation serves (SPEC §2 "Privacy and consent texts"). */
export const LEGAL_PAGE_SLUGS = ['terms', 'privacy', 'consent'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** A static page in the request's language (English when that language has no text); html is sanitised. */
export const ZContentPage = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ZContentPage>;
