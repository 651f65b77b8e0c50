import { Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useChatReports, type ChatReportStatus } from '../chat-reports-api.ts';
import { ChatReportCard } from '../components/chat-report-card.tsx';
import '../console.css';

const STATUSES: readonly ChatReportStatus[] = ['open', 'closed', 'all'];

/** The status filter in the address (`?status=closed`), open by default: what waits for a decision comes first. */
function useStatus(): [ChatReportStatus, (next: ChatReportStatus) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = STATUSES.find((s) => s === asked) ?? 'open';
  const set = (next: ChatReportStatus) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        if (next === 'open') query.delete('status');
        else query.set('status', next);
        return query;
      },
      { replace: true },
    );
  return [status, set];
}

/**
 * /chat-reports: conversations members reported to the organiser (issue 12, spam and abuse). Each shows the reason and
 * the reported member's latest messages as plain text; staff close it, or close it and disable the member. The server
 * allows platform administrators only.
 */
export function ChatReportsPage() {
  const { t } = useTranslation('notifications');
  const [status, setStatus] = useStatus();
  const query = useChatReports(status);
  return (
    <PageContainer className="gb-console-page">
      <header className="gb-console-page__head">
        <Typography.Title level={1} className="gb-console-page__title">
          {t('reports.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('reports.subtitle')}</Typography.Paragraph>
      </header>
      <div className="gb-console-filters">
        <Segmented<ChatReportStatus>
          aria-label={t('reports.filter.label')}
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(`reports.filter.${s}`) }))}
        />
      </div>
      <QueryState
        query={query}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        emptyText={t('reports.empty')}
        errorTitle={t('reports.loadFailed')}
      >
        {(reports) => (
          <div className="gb-report-list" aria-busy={query.isFetching}>
            {reports.map((report) => (
              <ChatReportCard key={report.id} report={report} />
            ))}
          </div>
        )}
      </QueryState>
    </PageContainer>
  );
}
