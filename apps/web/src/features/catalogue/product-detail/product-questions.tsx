import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton, Tag, Typography } from 'antd';
import { ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PublicQuestion } from '@gembourse/contracts/product-questions';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { promptLogin } from '../../../shared/session/login-tip.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { AskForm } from './ask-form.tsx';
import { useProductQuestions } from './product-detail-api.ts';
import { GuestPart } from '../../../shared/session/viewer-parts.tsx';

const PAGE_SIZE = 10;

function QuestionItem({ q }: { q: PublicQuestion }) {
  const { t } = useTranslation('productDetail');
  const locale = useLocaleStore((s) => s.locale);
  const who = q.mine ? t('qa.you') : q.asker ? t('qa.asker', { name: q.asker.name, company: q.asker.companyName }) : t('qa.anonymous');
  return (
    <li className="gb-pd-qa__item">
      <div className="gb-pd-qa__question">
        <Typography.Paragraph className="gb-pd-qa__body">{q.body}</Typography.Paragraph>
        <Typography.Text type="secondary" className="gb-pd-qa__meta">
          {who} · {t('qa.askedOn', { date: formatDate(q.askedAt, locale) })}
        </Typography.Text>
        {q.answer != null ? (
          <div className="gb-pd-qa__answer">
            <Typography.Text strong>{t('qa.answer')}</Typography.Text>
            <Typography.Paragraph className="gb-pd-qa__body">{q.answer}</Typography.Paragraph>
            {q.answeredAt ? (
              <Typography.Text type="secondary" className="gb-pd-qa__meta">
                {t('qa.answeredOn', { date: formatDate(q.answeredAt, locale) })}
              </Typography.Text>
            ) : null}
          </div>
        ) : (
          <Tag icon={<ClockCircleOutlined />} color="processing" className="gb-pd-qa__waiting">
            {t('qa.waiting')}
          </Tag>
        )}
      </div>
    </li>
  );
}

/**
 * The product's Q&A (issue 11): answered questions page by page, the member's own waiting ones marked, and the form
 * to ask (guests are asked to log in). Questions and answers are plain text: React escapes them, nothing is HTML.
 * Not shown at all when the supplier switched Q&A off.
 */
export function ProductQuestions({ productId }: { productId: number }) {
  const { t } = useTranslation(['productDetail', 'common']);
  const loggedIn = useIsLoggedIn();
  const [pageNum, setPageNum] = useState(1);
  const questions = useProductQuestions(productId, pageNum, PAGE_SIZE);
  const data = questions.data;
  if (data && !data.enabled) return null;
  return (
    <section className="gb-pd-section gb-pd-qa" aria-labelledby="gb-pd-qa">
      <Typography.Title level={3} id="gb-pd-qa" className="gb-pd-section__title">
        {t('qa.title')}
      </Typography.Title>
      {questions.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {questions.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('qa.loadFailed')}
          description={errorMessageOf(questions.error)}
          action={<Button onClick={() => void questions.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      {data ? (
        <>
          {data.list.length ? (
            <ul className="gb-pd-qa__list">
              {data.list.map((q) => (
                <QuestionItem key={q.id} q={q} />
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qa.empty')} />
          )}
          {data.total != null && data.total > PAGE_SIZE ? (
            <Pagination
              size="small"
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={data.total}
              onChange={setPageNum}
              showSizeChanger={false}
              className="gb-pd-qa__pager"
            />
          ) : null}
          <Typography.Title level={4} className="gb-pd-qa__ask-title">
            {t('qa.ask')}
          </Typography.Title>
          {loggedIn ? (
            <AskForm productId={productId} anonymousAllowed={data.anonymousAllowed} />
          ) : (
            <GuestPart>
              <Alert
                type="info"
                showIcon
                icon={<LockOutlined />}
                title={t('qa.guest')}
                action={
                  <Button type="primary" size="small" onClick={promptLogin}>
                    {t('qa.login')}
                  </Button>
                }
              />
            </GuestPart>
          )}
        </>
      ) : null}
    </section>
  );
}
