import { Activity, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store.ts';

type LocationValue = ContextType<typeof LocationContext>;

interface CachedPage {
  element: ReactNode;
  location: LocationValue;
}

/**
 * The workspace's outlet with keep-alive (SPEC §4, §9): every page in the session's keep-alive list (up to 30) stays
 * mounted inside React 19's <Activity>, hidden while another page is on screen, so it keeps its state (a typed
 * search, a half-filled form, a scrolled frame) and comes back as it was left. Hidden pages get their effects
 * cleaned up and see the location they were left at, not the page on screen. A page dropped from keep-alive (its tab
 * closed, the list cleared) is unmounted. `name` is the page on screen; null for a page that is not kept (not found).
 */
export function KeepAliveOutlet({ name }: { name: string | null }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepAlive = useSessionStore((s) => s.keepAlive);
  const cache = useRef(new Map<string, CachedPage>());

  const pages = cache.current;
  if (name) pages.set(name, { element: outlet, location: { location, navigationType } });
  for (const key of [...pages.keys()]) if (key !== name && !keepAlive.includes(key)) pages.delete(key);

  return (
    <>
      {[...pages.entries()].map(([key, page]) => (
        <Activity key={key} mode={key === name ? 'visible' : 'hidden'} name={key}>
          <LocationContext.Provider value={page.location}>{page.element}</LocationContext.Provider>
        </Activity>
      ))}
      {name ? null : outlet}
    </>
  );
}
