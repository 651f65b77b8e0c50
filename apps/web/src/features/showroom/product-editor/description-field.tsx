import { lazy, Suspense } from 'react';
import { Form, Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

// The editor (Tiptap, ProseMirror: the heaviest code of the wizard) is fetched when the information step first shows,
// never with the first screen.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

/** The description's control in the form: the lazily loaded editor, a skeleton of its height meanwhile. */
export function DescriptionField(props: Omit<RichTextEditorProps, 'invalid'>) {
  const { status } = Form.Item.useStatus();
  return (
    <Suspense fallback={<Skeleton.Input active block className="gb-pe-rte__loading" />}>
      <RichTextEditor {...props} invalid={status === 'error'} />
    </Suspense>
  );
}
