import { useEffect, useState } from 'react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { useTranslation } from 'react-i18next';

// This module (Tiptap and ProseMirror) is loaded lazily by description-field.tsx: it never weighs on the first screen.

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Marks the editable area invalid for assistive technology when the field shows an error. */
  invalid?: boolean;
  'aria-labelledby'?: string;
}

/** Only http(s) and mailto links: the server's sanitiser drops the rest, so the editor never offers them. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function LinkButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation('productEditor');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const active = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });
  const apply = () => {
    const url = href.trim();
    if (url === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (SAFE_LINK.test(url)) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    else return;
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
        setOpen(next);
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            aria-label={t('editor.linkUrl')}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
            status={href.trim() && !SAFE_LINK.test(href.trim()) ? 'error' : undefined}
            autoFocus
          />
          <Button type="primary" onClick={apply}>
            {t('editor.linkApply')}
          </Button>
        </Space.Compact>
      }
    >
      <Tooltip title={t('editor.link')}>
        <Button
          type={active ? 'primary' : 'text'}
          size="small"
          icon={<LinkOutlined />}
          aria-label={t('editor.link')}
          aria-pressed={active}
        />
      </Tooltip>
    </Popover>
  );
}

/** The toolbar: the formatting the server keeps (bold, italic, underline, strike, lists, headings, links). */
function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('productEditor');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const mark = (key: keyof typeof state, label: string, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={label} key={label}>
      <Button
        type={state[key] ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={Boolean(state[key])}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="gb-pe-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {mark('bold', t('editor.bold'), <BoldOutlined />, () => chain().toggleBold().run())}
      {mark('italic', t('editor.italic'), <ItalicOutlined />, () => chain().toggleItalic().run())}
      {mark('underline', t('editor.underline'), <UnderlineOutlined />, () => chain().toggleUnderline().run())}
      {mark('strike', t('editor.strike'), <StrikethroughOutlined />, () => chain().toggleStrike().run())}
      <span className="gb-pe-rte__sep" aria-hidden />
      <Tooltip title={t('editor.heading')}>
        <Button
          type={state.heading ? 'primary' : 'text'}
          size="small"
          aria-label={t('editor.heading')}
          aria-pressed={state.heading}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H
        </Button>
      </Tooltip>
      {mark('bullet', t('editor.bulletList'), <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
      {mark('ordered', t('editor.orderedList'), <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
      <LinkButton editor={editor} />
      <span className="gb-pe-rte__sep" aria-hidden />
      <Tooltip title={t('editor.undo')}>
        <Button
          type="text"
          size="small"
          icon={<UndoOutlined />}
          aria-label={t('editor.undo')}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
      </Tooltip>
      <Tooltip title={t('editor.redo')}>
        <Button
          type="text"
          size="small"
          icon={<RedoOutlined />}
          aria-label={t('editor.redo')}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </Tooltip>
    </div>
  );
}

/** A rich-text editor (Tiptap) as an antd Form control holding HTML. */
export function RichTextEditor({ id, value, onChange, invalid, ...aria }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [3, 4] }, link: false, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'gb-pe-rte__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(aria['aria-labelledby'] ? { 'aria-labelledby': aria['aria-labelledby'] } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (the form reset to the saved product) replaces the content; typing does not loop back.
  useEffect(() => {
    if (!editor || value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: { ...editor.options.editorProps.attributes, 'aria-invalid': invalid ? 'true' : 'false' } },
    });
  }, [editor, invalid]);

  if (!editor) return null;
  return (
    <div className={`gb-pe-rte${invalid ? ' gb-pe-rte--invalid' : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
