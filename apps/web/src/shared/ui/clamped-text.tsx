import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_TEXT } from '../dictionary/dictionary-labels.ts';

// The text kit's display half (SPEC §9 "Text components"): tooltip text is one line by default, clamped text two, and
// an empty value shows '--'. The expand and collapse labels follow the viewer's language (the SPEC's source showed
// them in Chinese to everyone: docs/decisions.md, "Text components").

type Value = string | null | undefined;

const isEmpty = (value: Value): value is null | undefined | '' => value == null || value.trim() === '';

const Empty = () => <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>;

/** One line; when it does not fit, it ends in an ellipsis and the whole text shows in a tooltip. */
export function OneLineText({ value, className }: { value: Value; className?: string }) {
  if (isEmpty(value)) return <Empty />;
  return (
    <Typography.Text className={className} ellipsis={{ tooltip: value }}>
      {value}
    </Typography.Text>
  );
}

/** Text clamped to `lines` lines (two by default), with an expand link that becomes a collapse link. */
export function ClampedText({ value, lines = 2, className }: { value: Value; lines?: number; className?: string }) {
  const { t } = useTranslation('common');
  if (isEmpty(value)) return <Empty />;
  return (
    <Typography.Paragraph
      className={className}
      ellipsis={{ rows: lines, expandable: 'collapsible', symbol: (expanded) => t(expanded ? 'text.collapse' : 'text.expand') }}
    >
      {value}
    </Typography.Paragraph>
  );
}
