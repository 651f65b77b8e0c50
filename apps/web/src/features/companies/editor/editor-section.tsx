import type { ReactNode } from 'react';

/** One card of the editor, an anchor target (`id`) with its heading and an optional line of help. */
export function EditorSection({
  id,
  title,
  intro,
  extra,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="gb-editor__section" aria-labelledby={`${id}-title`}>
      <header className="gb-editor__section-head">
        <div className="gb-editor__section-heading">
          <h2 id={`${id}-title`} className="gb-editor__section-title">
            {title}
          </h2>
          {intro ? <p className="gb-editor__section-intro">{intro}</p> : null}
        </div>
        {extra ? <div className="gb-editor__section-extra">{extra}</div> : null}
      </header>
      {children}
    </section>
  );
}
