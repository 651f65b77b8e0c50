import { useEffect } from 'react';
import { createAppStore } from '../state/app-store.ts';

/**
 * What names the page on screen, beyond its entry in the page table: `page` is set by a layout that knows the page
 * better (the workspace, for menu entries such as embedded frames), `detail` by a page showing one thing (a company,
 * an event, a product) once its name is known. The document title takes the most specific one.
 */
interface PageTitleState {
  page: string | null;
  detail: string | null;
}

export const usePageTitleStore = createAppStore<PageTitleState>(() => ({ page: null, detail: null }));

function useTitlePart(part: keyof PageTitleState, text: string | null | undefined): void {
  const value = text?.trim() || null;
  useEffect(() => {
    if (!value) return;
    usePageTitleStore.setState({ [part]: value });
    return () => {
      if (usePageTitleStore.getState()[part] === value) usePageTitleStore.setState({ [part]: null });
    };
  }, [part, value]);
}

/** Names the page on screen (a layout's own title of it); null or empty leaves the page table's title. */
export function usePageTitle(text: string | null | undefined): void {
  useTitlePart('page', text);
}

/** Titles the page after the one thing it shows (a company's or an event's name, in the viewer's language). */
export function useDetailTitle(text: string | null | undefined): void {
  useTitlePart('detail', text);
}
