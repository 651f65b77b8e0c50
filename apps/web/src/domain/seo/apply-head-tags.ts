import { HEAD_MARK, headElements } from './head-elements.ts';
import type { HeadTags } from './head-tags.ts';

/**
 * After a client-side navigation: the document's title, and its marked head elements (those the server rendered or a
 * previous call added) replaced by the new page's; elements of others (stylesheets, preloads, the viewport) stay.
 */
export function applyHeadTags(doc: Document, tags: HeadTags): void {
  doc.title = tags.title;
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  const fragment = doc.createDocumentFragment();
  for (const el of headElements(tags)) {
    const node = doc.createElement(el.tag);
    node.setAttribute(HEAD_MARK, '');
    for (const [k, v] of Object.entries(el.attrs)) node.setAttribute(k, v);
    if (el.tag === 'script') node.textContent = el.text;
    fragment.append(node);
  }
  doc.head.append(fragment);
}
