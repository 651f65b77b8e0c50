import { useMemo, useState } from 'react';
import { Button, Result, Segmented, Skeleton, Tag, Typography } from 'antd';
import { MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Locale } from '@gembourse/contracts/locale';
import type { OutboxMessage } from '@gembourse/contracts/system';
import { INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { isOutboxOff, useDevOutbox } from '../api.ts';
import { MailHtml, MailText } from '../components/mail-body.tsx';
import '../system.css';

const STATUS_COLOR: Record<string, string> = { stored: 'blue', sent: 'green', failed: 'red' };

function formatTime(value: string, locale: Locale): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** The reading pane: subject, who, when, in which language, and the body as HTML or text. */
function MailReader({ message, locale }: { message: OutboxMessage; locale: Locale }) {
  const { t } = useTranslation(['pages', 'common']);
  const [view, setView] = useState<'html' | 'text'>('html');
  const showHtml = view === 'html' && Boolean(message.html);
  return (
    <article className="gb-mailbox__reader" aria-labelledby="gb-mailbox-subject">
      <Typography.Title level={2} id="gb-mailbox-subject" className="gb-mailbox__subject">
        {message.subject}
      </Typography.Title>
      <dl className="gb-mailbox__meta">
        <dt>{t('pages:devMailbox.to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('pages:devMailbox.time')}</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
        </dd>
        <dt>{t('pages:devMailbox.language')}</dt>
        <dd>{t(`common:language.${message.locale}`, { defaultValue: message.locale })}</dd>
        <dt>{t('pages:devMailbox.status')}</dt>
        <dd>
          <Tag color={STATUS_COLOR[message.status]}>
            {t(`pages:devMailbox.statuses.${message.status}`, { defaultValue: message.status })}
          </Tag>
        </dd>
      </dl>
      {message.html ? (
        <Segmented<'html' | 'text'>
          className="gb-mailbox__view"
          value={view}
          onChange={setView}
          options={[
            { value: 'html', label: t('pages:devMailbox.viewHtml') },
            { value: 'text', label: t('pages:devMailbox.viewText') },
          ]}
        />
      ) : null}
      {showHtml ? (
        <MailHtml html={message.html ?? ''} lang={message.locale} title={t('pages:devMailbox.frameTitle', { subject: message.subject })} />
      ) : message.text ? (
        <MailText text={message.text} />
      ) : (
        <p className="gb-mailbox__nobody">{t('pages:devMailbox.noBody')}</p>
      )}
    </article>
  );
}

/**
 * /home/dev-mailbox: in demo mode, the e-mails GemBourse has sent (activation links, codes, resets, shares), newest
 * first, each readable as sanitised HTML in a sandboxed frame or as text with clickable links. Outside demo mode, and
 * from another machine (or through a proxy) unless the link carries the server's DEV_OUTBOX_TOKEN as `?token=`, the
 * server answers 404 and the page says so.
 */
export function DevMailboxPage() {
  const { t } = useTranslation(['pages', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const query = useDevOutbox(params.get('token') || undefined);

  const messages = useMemo(() => {
    const all = query.data?.pages.flatMap((page) => page.list) ?? [];
    return [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }, [query.data]);
  const wanted = Number(params.get('id'));
  const selected = messages.find((m) => m.id === wanted) ?? messages[0];
  const off = query.isError && isOutboxOff(query.error);

  const select = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageContainer className="gb-mailbox">
      <header className="gb-mailbox__head">
        <div>
          <Typography.Title level={1} className="gb-mailbox__title">
            <MailOutlined /> {t('pages:devMailbox.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="gb-mailbox__subtitle">
            {t('pages:devMailbox.subtitle')}
          </Typography.Paragraph>
        </div>
        <Button icon={<ReloadOutlined />} loading={query.isRefetching && !query.isFetchingNextPage} onClick={() => void query.refetch()}>
          {t('pages:devMailbox.refresh')}
        </Button>
      </header>
      {off ? (
        <Result
          status="warning"
          title={t('pages:devMailbox.offTitle')}
          subTitle={t('pages:devMailbox.offText')}
          extra={
            <Link to="/home/index">
              <Button type="primary">{t('common:actions.backHome')}</Button>
            </Link>
          }
        />
      ) : (
        <QueryState
          query={{ ...query, data: query.data ? messages : undefined }}
          loading={<Skeleton active paragraph={{ rows: 6 }} />}
          emptyText={t('pages:devMailbox.empty')}
        >
          {(list) => (
            <div className="gb-mailbox__panes">
              <nav className="gb-mailbox__list-pane" aria-label={t('pages:devMailbox.listLabel')}>
                <ul className="gb-mailbox__list">
                  {list.map((m) => (
                    <li key={m.id}>
                      <button
                        type="button"
                        className="gb-mailbox__item"
                        aria-current={m.id === selected?.id ? 'true' : undefined}
                        onClick={() => select(m.id)}
                      >
                        <span className="gb-mailbox__item-subject">{m.subject}</span>
                        <span className="gb-mailbox__item-to">{m.to}</span>
                        <span className="gb-mailbox__item-meta">
                          <time dateTime={m.createdAt}>{formatTime(m.createdAt, locale)}</time>
                          <Tag>{m.locale}</Tag>
                          <Tag color={STATUS_COLOR[m.status]}>{t(`pages:devMailbox.statuses.${m.status}`, { defaultValue: m.status })}</Tag>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                {query.hasNextPage ? (
                  <Button block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    {t('pages:devMailbox.loadMore')}
                  </Button>
                ) : null}
              </nav>
              {selected ? <MailReader key={selected.id} message={selected} locale={locale} /> : null}
            </div>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
