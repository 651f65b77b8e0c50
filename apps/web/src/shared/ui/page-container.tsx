import type { ReactNode } from 'react';

/** Centres page content at the site's reading width, with the standard gutters. */
export function PageContainer({ children, narrow = false, className = '' }: { children: ReactNode; narrow?: boolean; className?: string }) {
  return <div className={`gb-container${narrow ? ' gb-container--narrow' : ''} ${className}`.trim()}>{children}</div>;
}
