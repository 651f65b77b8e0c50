import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { GemMark } from './brand-logo.tsx';
import { recallImage, rememberImage, retryDelay, type ImageOutcome } from './image-memory.ts';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives, so nothing jumps (CLS). */
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
  /**
   * The image is part of the first screen (a page's cover, the first cards): fetched at once and early instead of
   * when layout finds it near the viewport, as it is likely the largest paint (LCP).
   */
  priority?: boolean;
}

/** One image address's loading: which attempt is on screen, and what the image memory already knew of it. */
interface Attempt {
  src: string | null | undefined;
  attempt: number;
  outcome: ImageOutcome | undefined;
}

const firstAttempt = (src: string | null | undefined): Attempt => ({ src, attempt: 1, outcome: src ? recallImage(src) : undefined });

/**
 * An image that loads when it nears the viewport (or at once with `priority`, or when it loaded before) and shows the
 * brand mark when missing or broken. A failed load is tried again up to the SPEC §9 attempts, a short while apart
 * (image-memory.ts), and an address that failed them all is not fetched again while the tab remembers it.
 */
export function LazyImage({ src, alt, width, height, className = '', style, priority = false }: LazyImageProps) {
  const [load, setLoad] = useState(() => firstAttempt(src));
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  // A new address starts its own attempts (state derived from props, set during render as React documents it).
  if (load.src !== src) setLoad(firstAttempt(src));

  const box: CSSProperties = { aspectRatio: `${width} / ${height}`, ...style };
  if (!src || load.outcome === 'failed') {
    return (
      <div className={`gb-img gb-img--empty ${className}`} style={box} role="img" aria-label={alt}>
        <GemMark size={Math.min(40, Math.round(height / 3))} />
      </div>
    );
  }

  const onError = () => {
    const delay = retryDelay(load.attempt);
    if (delay === null) {
      rememberImage(src, 'failed');
      setLoad((l) => (l.src === src ? { ...l, outcome: 'failed' } : l));
      return;
    }
    clearTimeout(retry.current);
    retry.current = setTimeout(() => setLoad((l) => (l.src === src ? { ...l, attempt: l.attempt + 1 } : l)), delay);
  };
  const eager = priority || load.outcome === 'loaded';
  return (
    <img
      // A new element per attempt: the same address set again on the same element would not be fetched again.
      key={load.attempt}
      className={`gb-img ${className}`}
      style={box}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={() => rememberImage(src, 'loaded')}
      onError={onError}
    />
  );
}
