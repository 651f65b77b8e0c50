import type { ReactNode } from 'react';

/**
 * One card of the manage-subscription page: a section named by its heading, with an optional control beside the
 * heading (a status tag, an edit button).
 */
export function BillingPanel({
  id,
  title,
  extra,
  className,
  children,
}: {
  /** Unique on the page: the heading's id, which names the section. */
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `gb-billing-${id}-title`;
  return (
    <section className={className ? `gb-billing-panel ${className}` : 'gb-billing-panel'} aria-labelledby={headingId}>
      <div className="gb-billing-panel__head">
        <h2 id={headingId} className="gb-billing-panel__title">
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
