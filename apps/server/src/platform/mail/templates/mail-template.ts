import type { Locale } from '@gembourse/contracts/locale';

/** The words of one e-mail in one language; {{param}} placeholders are filled from the template's params. */
export interface MailCopy {
  subject: string;
  /** Paragraphs before the code or the button. */
  lines: string[];
  /** Label of the button; the template's `link` gives its address. */
  action?: string;
  /** Paragraphs after the code or the button. */
  after: string[];
}

/** What a template may build links from: where users reach GemBourse and the recipient's language. */
export interface LinkContext {
  publicUrl: string;
  locale: Locale;
}

/**
 * One kind of e-mail. Params are typed per template; scalar params fill placeholders, while a `token` never does:
 * it only ever appears inside the link the template builds.
 */
export interface MailTemplate<P extends object> {
  copy: Record<Locale, MailCopy>;
  /** A short secret shown large on its own line (verification codes). */
  code?: (params: P) => string;
  /** The address of the button. */
  link?: (params: P, ctx: LinkContext) => string;
}

/** `${publicUrl}${path}?…&language=<locale>`, the form every link in GemBourse e-mails takes. */
export function appLink(ctx: LinkContext, path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, language: ctx.locale });
  return `${ctx.publicUrl}${path}?${params.toString()}`;
}
