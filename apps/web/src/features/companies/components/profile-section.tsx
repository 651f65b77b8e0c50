import type { ReactNode } from 'react';

/**
 * A titled block of the profile page; the page leaves out blocks that have nothing to show. `id` names the section
 * (an anchor such as #gb-profile-contacts); its heading gets `${id}-title`.
 */
export function ProfileSection({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="gb-profile-section" aria-labelledby={`${id}-title`}>
      <div className="gb-profile-section__head">
        <h2 id={`${id}-title`} className="gb-profile-section__title">
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
