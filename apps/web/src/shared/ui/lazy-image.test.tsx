import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_DEFAULTS } from '@gembourse/contracts/limits';
import { forgetImages, recallImage, rememberImage, rememberedImages } from './image-memory.ts';
import { LazyImage } from './lazy-image.tsx';

const { entries, attempts, throttleMs } = UI_DEFAULTS.imageCache;

describe('LazyImage and the image memory (SPEC §9: 200 entries, 3 attempts, 200 ms)', () => {
  beforeEach(() => forgetImages());
  afterEach(() => vi.useRealTimers());

  it('tries a broken image three times, 200 ms apart, then shows the placeholder', () => {
    vi.useFakeTimers();
    render(<LazyImage src="/uploads/broken.jpg" alt="Ruby ring" width={80} height={80} />);
    for (let attempt = 1; attempt < attempts; attempt++) {
      const img = screen.getByRole('img', { name: 'Ruby ring' });
      expect(img.tagName).toBe('IMG');
      fireEvent.error(img);
      act(() => vi.advanceTimersByTime(throttleMs - 1));
      expect(screen.getByRole('img', { name: 'Ruby ring' })).toBe(img); // not yet tried again
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('img', { name: 'Ruby ring' })).not.toBe(img); // a fresh element, fetched again
    }
    fireEvent.error(screen.getByRole('img', { name: 'Ruby ring' }));
    expect(screen.getByRole('img', { name: 'Ruby ring' }).tagName).toBe('DIV');
  });

  it('does not fetch again an address that failed its attempts', () => {
    rememberImage('/uploads/gone.jpg', 'failed');
    render(<LazyImage src="/uploads/gone.jpg" alt="Pearl" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Pearl' }).tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows an image that loaded before at once instead of waiting for the viewport', () => {
    const { unmount } = render(<LazyImage src="/uploads/ok.jpg" alt="Sapphire" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Sapphire' }).getAttribute('loading')).toBe('lazy');
    fireEvent.load(screen.getByRole('img', { name: 'Sapphire' }));
    unmount();
    render(<LazyImage src="/uploads/ok.jpg" alt="Sapphire" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Sapphire' }).getAttribute('loading')).toBe('eager');
  });

  it('starts the attempts afresh for a new address', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LazyImage src="/uploads/a.jpg" alt="Card" width={80} height={80} />);
    for (let i = 0; i < attempts; i++) {
      fireEvent.error(screen.getByRole('img', { name: 'Card' }));
      act(() => vi.advanceTimersByTime(throttleMs));
    }
    expect(screen.getByRole('img', { name: 'Card' }).tagName).toBe('DIV');
    rerender(<LazyImage src="/uploads/b.jpg" alt="Card" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Card' }).getAttribute('src')).toBe('/uploads/b.jpg');
  });

  it('remembers at most 200 addresses, forgetting the least recently used', () => {
    for (let i = 0; i < entries; i++) rememberImage(`/img/${i}.jpg`, 'loaded');
    expect(recallImage('/img/0.jpg')).toBe('loaded'); // used again: now the most recent
    rememberImage('/img/new.jpg', 'loaded');
    expect(rememberedImages()).toBe(entries);
    expect(recallImage('/img/1.jpg')).toBeUndefined();
    expect(recallImage('/img/0.jpg')).toBe('loaded');
  });
});
