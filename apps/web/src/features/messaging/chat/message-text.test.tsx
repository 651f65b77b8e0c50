import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MessageText, splitLinks } from './message-text.tsx';

// A message's text is the member's, never HTML: it shows as the characters typed, and only http(s) addresses become
// links, which open in a new tab without handing it this page or ranking credit.

describe('message text', () => {
  it('shows markup as text, never as elements', () => {
    const { container } = render(<MessageText text={'<script>alert(1)</script><img src=x onerror=alert(2)> <b>bold</b>'} />);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(2)> <b>bold</b>');
  });

  it('turns http(s) addresses into safe links and leaves the sentence’s punctuation outside', () => {
    const { container } = render(
      <MessageText text={'Catalogue: https://pearls.example/akoya?size=8. And (see http://x.example/a_(b)) too'} />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://pearls.example/akoya?size=8', 'http://x.example/a_(b)']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    }
    expect(container.textContent).toBe('Catalogue: https://pearls.example/akoya?size=8. And (see http://x.example/a_(b)) too');
  });

  it('never links javascript:, data: or other schemes', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> ftp://files.example/a JAVASCRIPT://%0aalert(1) mailto:a@b.example';
    const { container } = render(<MessageText text={text} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toBe(text);
    expect(splitLinks('xhttps://a.example').filter((p) => p.type === 'link')).toHaveLength(0);
  });

  it('keeps line breaks and the text around links', () => {
    expect(splitLinks('one\nhttps://a.example/x\ntwo')).toEqual([
      { type: 'text', text: 'one\n' },
      { type: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { type: 'text', text: '\ntwo' },
    ]);
  });
});
