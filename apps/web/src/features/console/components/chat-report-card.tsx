import { App, Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatReport } from '@gembourse/contracts/messaging';
import { formatDate, INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useCloseChatReport } from '../chat-reports-api.ts';

/** A message of the excerpt as plain text: never HTML, whatever the member typed; images and cards by their kind. */
function useMessageText() {
  const { t } = useTranslation('notifications');
  return (m: ChatMessage): string => {
    if (m.kind === 'image') return t('reports.kinds.image');
    if (m.kind === 'product') return t('reports.kinds.product', { title: m.card?.title ?? '' });
    if (m.kind === 'company') return t('reports.kinds.company', { title: m.card?.title ?? '' });
    return m.text;
  };
}

function Person({ name, email }: { name: string; email: string }) {
  return (
    <span className="gb-report__person">
      <span className="gb-report__name">{name}</span> <a href={`mailto:${email}`}>{email}</a>
    </span>
  );
}

/**
 * One reported conversation as the organiser judges it: who reported whom and why, the reported member's latest
 * messages, and Close or "Close and disable the member", each after a confirmation.
 */
export function ChatReportCard({ report }: { report: ChatReport }) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const textOf = useMessageText();
  const close = useCloseChatReport((disabled) => void message.success(t(disabled ? 'reports.disabled' : 'reports.closed')));
  const open = report.status === 'open';
  const run = (disableReported: boolean) => close.mutateAsync({ id: report.id, disableReported }).catch(() => undefined);
  const titleId = `gb-report-${report.id}`;
  const time = (iso: string) => new Date(iso).toLocaleString(INTL_TAG[locale], { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card
      className="gb-report"
      size="small"
      role="article"
      aria-labelledby={titleId}
      title={
        <Space size={8} wrap>
          <span id={titleId}>{t('reports.conversation', { id: report.conversationId })}</span>
          <Tag color={open ? 'red' : 'default'}>{t(`reports.status.${report.status}`)}</Tag>
        </Space>
      }
      extra={<span className="gb-report__date">{t('reports.reportedAt', { date: formatDate(report.createdAt, locale) })}</span>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }} className="gb-report__who">
        <Descriptions.Item label={t('reports.reporter')}>
          <Person {...report.reporter} />
        </Descriptions.Item>
        <Descriptions.Item label={t('reports.reported')}>
          <Person {...report.reported} />
        </Descriptions.Item>
      </Descriptions>
      <h3 className="gb-report__label">{t('reports.reason')}</h3>
      <p className="gb-report__reason">{report.reason}</p>
      <h3 className="gb-report__label">{t('reports.excerpt')}</h3>
      {report.excerpt.length ? (
        <ol className="gb-report__excerpt">
          {report.excerpt.map((m) => (
            <li key={m.id}>
              <time dateTime={m.createdAt} className="gb-report__time">
                {time(m.createdAt)}
              </time>
              <span className="gb-report__text">{textOf(m)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="gb-report__none">{t('reports.noExcerpt')}</p>
      )}
      {open ? (
        <Space wrap className="gb-report__actions">
          <Popconfirm
            title={t('reports.confirmCloseTitle')}
            description={<span className="gb-report__confirm">{t('reports.confirmClose')}</span>}
            okText={t('reports.confirmOk')}
            cancelText={t('reports.cancel')}
            onConfirm={() => run(false)}
          >
            <Button icon={<CheckOutlined />} loading={close.isPending && close.variables?.disableReported === false}>
              {t('reports.close')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('reports.confirmDisableTitle', { name: report.reported.name })}
            description={
              <span className="gb-report__confirm">
                {t('reports.confirmDisable', { name: report.reported.name, email: report.reported.email })}
              </span>
            }
            okText={t('reports.confirmOk')}
            cancelText={t('reports.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => run(true)}
          >
            <Button danger icon={<StopOutlined />} loading={close.isPending && close.variables?.disableReported === true}>
              {t('reports.closeAndDisable')}
            </Button>
          </Popconfirm>
        </Space>
      ) : null}
    </Card>
  );
}
