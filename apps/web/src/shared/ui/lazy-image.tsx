import { useState, type CSSProperties } from 'react';
import { GemMark } from './brand-logo.tsx';

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

/**
 * An image that loads when it nears the viewport (or at once with `priority`) and shows the brand mark when missing
 * or broken.
 */
export function LazyImage({ src, alt, width, height, className = '', style, priority = false }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = { aspectRatio: `${width} / ${height}`, ...style };
  if (!src || failed) {
    return (
      <div className={`gb-img gb-img--empty ${className}`} style={box} role="img" aria-label={alt}>
        <GemMark size={Math.min(40, Math.round(height / 3))} />
      </div>
    );
  }
  return (
    <img
      className={`gb-img ${className}`}
      style={box}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
