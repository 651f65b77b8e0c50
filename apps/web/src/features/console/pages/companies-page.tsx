import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useConsoleCompanies } from '../api.ts';
import { CompanyFilters } from '../components/company-filters.tsx';
import { CompanyTable } from '../components/company-table.tsx';
import { useCompanyFilters } from '../hooks/use-company-filters.ts';
import '../console.css';

/**
 * /companies: the organiser's companies and verification (ARCHITECTURE §6, face 3). Filters and page live in the
 * URL; verify, reject, suspend and reactivate refresh the list. The server allows platform administrators only.
 */
export function CompaniesPage() {
  const { t } = useTranslation('console');
  const { filters, update } = useCompanyFilters();
  const query = useConsoleCompanies(filters);
  const { keyword, joinType, status, verification } = filters;
  return (
    <PageContainer className="gb-console-page">
      <header className="gb-console-page__head">
        <Typography.Title level={1} className="gb-console-page__title">
          {t('companies.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('companies.subtitle')}</Typography.Paragraph>
      </header>
      <CompanyFilters
        value={{ keyword, joinType, status, verification }}
        onChange={(next) => update({ keyword: undefined, joinType: undefined, status: undefined, verification: undefined, ...next })}
      />
      <QueryState query={query} loading={<Skeleton active paragraph={{ rows: 8 }} />} emptyText={t('list.empty')} isEmpty={() => false}>
        {(page) => <CompanyTable page={page} loading={query.isFetching} onPage={(pageNum, pageSize) => update({ pageNum, pageSize })} />}
      </QueryState>
    </PageContainer>
  );
}
