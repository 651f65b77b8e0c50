/**
 * The attribute of index.html's `<link rel="preload" as="style">` of antd's prebuilt stylesheet (written by
 * build/antd-static-css.ts). Preloaded rather than linked: a stylesheet in <head> holds back the first paint (the boot
 * text) until it has arrived, and on a phone's network that first paint then also waited for the scripts fetched
 * beside it (Lighthouse's mobile first contentful paint went from 1.2 s to 3.4 s on /home/login).
 */
export const ANTD_STYLESHEET_ATTR = 'data-antd-css';

/**
 * Applies the preloaded antd stylesheet and resolves once it is loaded, so the app's first render is styled. It goes
 * before the page's first stylesheet: the app's own styles (inlined in index.html, and the pages' loaded later) must
 * come after antd's to win ties, as they did over the styles antd injected at run time. Never rejects: without it the
 * app still works, unstyled (the browser logs the failed request).
 */
export function applyAntdStylesheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>(`link[rel="preload"][${ANTD_STYLESHEET_ATTR}]`);
  if (!preload) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = preload.href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  doc.head.insertBefore(link, doc.head.querySelector('style, link[rel="stylesheet"]'));
  return loaded;
}
