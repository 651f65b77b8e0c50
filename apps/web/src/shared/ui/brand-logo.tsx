/** The GemBourse gem mark: a cut stone in the brand gold, readable on navy and on white. */
export function GemMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="#b8903f" d="M14 8h36l12 16-30 34L2 24z" />
      <path fill="#d9b870" d="M14 8l6 16H2zM50 8l12 16H44z" />
      <path fill="#f1dfae" d="M14 8h36l-6 16H20z" />
      <path fill="#c9a45c" d="M20 24h24L32 58z" />
      <path fill="#a57f33" d="M2 24h18l12 34zM44 24h18L32 58z" />
    </svg>
  );
}

/** Logo = gem mark + wordmark. `tone` picks the wordmark colour for dark or light backgrounds. */
export function BrandLogo({ tone = 'light', size = 28 }: { tone?: 'light' | 'dark'; size?: number }) {
  return (
    <span className={`gb-logo gb-logo--${tone}`}>
      <GemMark size={size} />
      <span className="gb-logo__word">
        <span className="gb-logo__gem">Gem</span>
        <span className="gb-logo__bourse">Bourse</span>
      </span>
    </span>
  );
}
