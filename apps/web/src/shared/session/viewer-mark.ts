import { StorageKey } from '../storage/storage-keys.ts';

// Who a page is drawn for, on <html data-viewer>, so a member never sees the guest's parts of a page the server drew
// for a guest (issue 29: the token lives in browser storage, the server knows no login). A rendered page's head sets
// it before the first paint (viewerMarkScript); the app keeps it in step with the session from then on (markViewer).
// The parts drawn for a guest (viewer-parts.tsx) stay hidden for a member until the member's own replace them.

/** The inline script of a rendered page's head: `member` when storage holds a token (SPEC §4 reads it the same way). */
export function viewerMarkScript(): string {
  const key = JSON.stringify(StorageKey.USER_TOKEN);
  return `try{if(localStorage.getItem(${key})||sessionStorage.getItem(${key}))document.documentElement.dataset.viewer="member"}catch(e){}`;
}

/** Marks the page as a member's (a session holds a token, being confirmed or confirmed) or a guest's. */
export function markViewer(member: boolean): void {
  document.documentElement.dataset.viewer = member ? 'member' : 'guest';
}
