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
}

/** An image that loads when it nears the viewport and shows the brand mark when missing or broken. */
export function LazyImage({ src, alt, width, height, className = '', style }: LazyImageProps) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
