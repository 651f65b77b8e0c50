import type { ReactNode } from 'react';

// The parts of a public page that differ for a member (issue 29), as drawn for a guest: a server-rendered page is a
// guest's, and the browser hydrates it as one before the stored login takes effect. On a member's page
// (<html data-viewer="member">, viewer-mark.ts) global.css hides them, so the member never sees them; they are
// replaced as soon as the member's session or answer is in. Wrappers of `display: contents`: no box of their own.

/**
 * A guest's version of a part that a member's replaces in the same place (the login entry where the account menu goes,
 * "log in to see the price" where the price goes, a guest's heart): on a member's page, space of the same size.
 * `when` false renders the children as they are (a part drawn from a member's answer).
 */
export function GuestPart({ children, when = true }: { children: ReactNode; when?: boolean }) {
  return when ? <span className="gb-guest-part">{children}</span> : children;
}

/** What only a guest gets and a member has nothing in place of (the directory's "log in to see all"): no space. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return <span className="gb-guest-only">{children}</span>;
}

/**
 * Where a member gets a part that a guest has nothing in place of ("Recommended for you"), on a page drawn for a guest:
 * nothing on a guest's page, on a member's the part's space (its size from `className`) until the part is drawn.
 */
export function MemberSpace({ className }: { className: string }) {
  return <div className={`gb-member-space ${className}`} aria-hidden="true" />;
}
