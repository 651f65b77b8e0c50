import DOMPurify from 'dompurify';

/**
 * A product description made safe to insert: the server stores it sanitised already (standard formatting only); this
 * second pass (DOMPurify: no scripts, handlers, forms or frames) guards the page against a row written another way,
 * and opens every link in a new tab so a buyer never leaves the product.
 */
export function safeProductHtml(html: string): string {
  const body = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style', 'iframe'],
  });
  for (const link of body.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  const holder = document.createElement('div');
  holder.append(body);
  return holder.innerHTML;
}
