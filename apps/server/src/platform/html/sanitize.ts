import sanitizeHtml from 'sanitize-html';

// The one home of HTML sanitising: every stored or served HTML text goes through a policy of this file, so what a
// script, a frame or an event handler may never do is decided once. sanitize-html drops what a policy does not name
// (tags, attributes, URL schemes), so a policy is a list of what is allowed.

/** Links open only http(s) and mail addresses (never javascript:, data: or vbscript:). */
const LINK_SCHEMES = ['http', 'https', 'mailto'];

/** A new tab must not get a handle on this window (reverse tabnabbing): every link gets rel="noopener noreferrer". */
const SAFE_LINKS = { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) };

/**
 * Rich text a member writes (a product's description, from the wizard's editor): standard formatting only, no
 * images, tables, classes or styles, so a description cannot change the page around it or load anything.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: SAFE_LINKS,
};

/**
 * The platform's own pages (legal texts written by the organiser): sanitize-html's defaults (text-level and block
 * tags, tables) plus images and anchors by id.
 */
const PAGE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['id'],
  },
  allowedSchemes: [...LINK_SCHEMES, 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: SAFE_LINKS,
};

/** A member's rich text as it may be stored and shown (a product's description). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** A platform page's HTML, cleaned on the way out so rows written by any means (SQL, a future editor) are safe. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE);
}

/** Whether sanitised HTML still says something (an editor's empty "<p></p>" or a lone stripped tag does not). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
