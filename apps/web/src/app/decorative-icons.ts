// antd icons label themselves with their English name (<span role="img" aria-label="search">), so a screen reader
// says "search Search" on an English button and "search 搜索" on a Chinese one, and antd's own controls (select arrows,
// pagination, the close × of a modal) do the same. An icon that carries no label of ours is decorative: the text or
// the translated aria-label of its button says what it does. This hides those icons from assistive technology; an
// icon given a label (aria-label={t(...)}) keeps it.

const ICON = '.anticon[role="img"][aria-label]';

/** The icon's own name, from its class (anticon-search -> search). */
function iconNameOf(el: Element): string | undefined {
  for (const cls of el.classList) {
    if (cls.startsWith('anticon-') && cls !== 'anticon-spin') return cls.slice('anticon-'.length);
  }
  return undefined;
}

function hideIfUnlabelled(el: Element): void {
  const name = iconNameOf(el);
  if (!name || el.getAttribute('aria-label') !== name) return;
  el.removeAttribute('role');
  el.removeAttribute('aria-label');
  el.setAttribute('aria-hidden', 'true');
}

/** Hides the self-labelled antd icons in `root` (and `root` itself when it is one). */
export function hideDecorativeIcons(root: Element | Document): void {
  if (root instanceof Element && root.matches(ICON)) hideIfUnlabelled(root);
  for (const el of root.querySelectorAll(ICON)) hideIfUnlabelled(el);
}

/** Keeps hiding them as the app renders; returns the function that stops watching. */
export function watchDecorativeIcons(doc: Document = document): () => void {
  hideDecorativeIcons(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') hideDecorativeIcons(record.target as Element);
      else for (const node of record.addedNodes) if (node instanceof Element) hideDecorativeIcons(node);
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
