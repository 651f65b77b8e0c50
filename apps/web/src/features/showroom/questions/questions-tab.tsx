import { useState } from 'react';
import { Alert, Avatar, Badge, Button, Empty, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnQuestion, OwnQuestionsQuery } from '@gembourse/contracts/product-questions';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { AnswerForm } from './answer-form.tsx';
import { QUESTIONS_PAGE_SIZE, useOwnQuestions } from './questions-api.ts';
import './questions.css';

type State = OwnQuestionsQuery['state'];

function QuestionRow({ q }: { q: OwnQuestion }) {
  const { t } = useTranslation('showroom');
  const locale = useLocaleStore((s) => s.locale);
  const [editing, setEditing] = useState(false);
  const asker = q.asker ? t('questions.asker', { name: q.asker.name, company: q.asker.companyName }) : t('questions.anonymous');
  return (
    <li className="gb-sq-item">
      <div className="gb-sq-item__head">
        <Avatar shape="square" size={48} src={q.product.image ?? undefined} icon={<PictureOutlined />} alt="" />
        <div className="gb-sq-item__product">
          <Link to={`/home/product-detail?id=${q.product.id}`}>{q.product.name}</Link>
          <Typography.Text type="secondary">{q.product.sku}</Typography.Text>
        </div>
      </div>
      <Typography.Paragraph className="gb-sq-item__body">{q.body}</Typography.Paragraph>
      <Typography.Text type="secondary" className="gb-sq-item__meta">
        {asker} · {formatDate(q.askedAt, locale)}
      </Typography.Text>
      {q.answer != null && !editing ? (
        <div className="gb-sq-item__answer">
          <Typography.Paragraph className="gb-sq-item__body">{q.answer}</Typography.Paragraph>
          <Typography.Text type="secondary" className="gb-sq-item__meta">
            {q.answeredAt ? t('questions.answeredOn', { date: formatDate(q.answeredAt, locale) }) : null}
          </Typography.Text>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('questions.edit')}
          </Button>
        </div>
      ) : (
        <AnswerForm question={q} onDone={q.answer != null ? () => setEditing(false) : undefined} />
      )}
    </li>
  );
}

/**
 * The showroom's product questions (issue 11): unanswered first (with their count), or the answered ones, each with
 * its product, asker (or "Anonymous"), date and the answer form.
 */
export function QuestionsTab() {
  const { t } = useTranslation(['showroom', 'common']);
  const [state, setState] = useState<State>('unanswered');
  const [pageNum, setPageNum] = useState(1);
  const questions = useOwnQuestions(state, pageNum);
  const unanswered = questions.data?.unanswered ?? 0;
  return (
    <div className="gb-sq">
      <Segmented<State>
        value={state}
        onChange={(next) => {
          setState(next);
          setPageNum(1);
        }}
        options={[
          {
            value: 'unanswered',
            label: (
              <span className="gb-sq__state">
                {t('questions.unanswered')} <Badge count={unanswered} showZero={false} size="small" />
              </span>
            ),
          },
          { value: 'answered', label: t('questions.answered') },
        ]}
      />
      {questions.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('questions.loadFailed')}
          description={errorMessageOf(questions.error)}
          action={<Button onClick={() => void questions.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : !questions.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : questions.data.list.length ? (
        <>
          <ul className="gb-sq__list">
            {questions.data.list.map((q) => (
              <QuestionRow key={q.id} q={q} />
            ))}
          </ul>
          {(questions.data.total ?? 0) > QUESTIONS_PAGE_SIZE ? (
            <Pagination
              current={pageNum}
              pageSize={QUESTIONS_PAGE_SIZE}
              total={questions.data.total}
              onChange={setPageNum}
              showSizeChanger={false}
              className="gb-sq__pager"
            />
          ) : null}
        </>
      ) : (
        <Empty description={state === 'unanswered' ? t('questions.emptyUnanswered') : t('questions.emptyAnswered')} />
      )}
    </div>
  );
}
