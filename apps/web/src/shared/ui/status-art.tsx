import type { ReactNode } from 'react';

/** What a status page's picture shows. */
export type StatusArtKind = 'not-found' | 'forbidden' | 'login';

// The brand's own colours (app/theme.ts BRAND, global.css --gb-*): shared/ cannot import app/.
const NAVY = '#0b1f3a';
const GOLD = '#c9a45c';
const GOLD_LIGHT = '#e8d3a3';
const TINT = '#f5efe2';

/** The brand's gem (the favicon's facets) with a few sparkles, on a pale gold disc. */
function Gem() {
  return (
    <>
      <ellipse cx="100" cy="128" rx="58" ry="6" fill={NAVY} opacity="0.08" />
      <circle cx="100" cy="68" r="58" fill={TINT} />
      <path d="M8 0l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill={GOLD} transform="translate(34 22)" />
      <path d="M6 0l1.5 4.5L12 6l-4.5 1.5L6 12l-1.5-4.5L0 6l4.5-1.5z" fill={GOLD} transform="translate(156 36)" />
      <path d="M6 0l1.5 4.5L12 6l-4.5 1.5L6 12l-1.5-4.5L0 6l4.5-1.5z" fill={GOLD_LIGHT} transform="translate(44 96)" />
      <g transform="translate(62 34) scale(1.19)">
        <path fill={NAVY} d="M14 8h36l12 16-30 34L2 24z" />
        <path fill={GOLD} d="M14 8l6 16H2zM50 8l12 16H44zM20 24h24L32 58z" />
        <path fill={GOLD_LIGHT} d="M14 8h36l-6 16H20z" />
      </g>
    </>
  );
}

/** What each kind adds to the gem: a magnifier that finds nothing, a lock, a key. */
const OVERLAYS: Record<StatusArtKind, ReactNode> = {
  'not-found': (
    <g>
      <circle cx="136" cy="90" r="19" fill="#ffffff" fillOpacity="0.75" stroke={NAVY} strokeWidth="7" />
      <path d="M150 104l16 16" stroke={GOLD} strokeWidth="9" strokeLinecap="round" />
      <path d="M129 90h14" stroke={GOLD} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  forbidden: (
    <g>
      <path d="M123 92v-9a13 13 0 0 1 26 0v9" fill="none" stroke={GOLD} strokeWidth="7" strokeLinecap="round" />
      <rect x="113" y="90" width="46" height="36" rx="7" fill={NAVY} />
      <circle cx="136" cy="104" r="5" fill={GOLD} />
      <path d="M136 106v9" stroke={GOLD} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  login: (
    <g>
      <circle cx="148" cy="100" r="13" fill="none" stroke={GOLD} strokeWidth="7" />
      <path d="M135 100h-32M111 100v10M121 100v7" fill="none" stroke={NAVY} strokeWidth="6" strokeLinecap="round" />
    </g>
  ),
};

/**
 * The picture of the not-found, no-access and login-required pages: the brand's gem in navy and gold with what went
 * wrong, instead of antd's stock cartoons (issue 28), and a few hundred bytes instead of their 36 kB of illustrations.
 * Decorative: the page's heading says it all.
 */
export function StatusArt({ kind }: { kind: StatusArtKind }) {
  return (
    <svg className="gb-status__art" viewBox="0 0 200 140" width="200" height="140" aria-hidden="true" focusable="false" data-gb-art={kind}>
      <Gem />
      {OVERLAYS[kind]}
    </svg>
  );
}
