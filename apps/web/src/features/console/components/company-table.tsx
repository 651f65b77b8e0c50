import { Descriptions, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ConsoleCompany, ConsoleCompanyPage } from '@gembourse/contracts/console';
import { EMPTY_TEXT } from '../../../shared/dictionary/dictionary-labels.ts';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';
import { formatCountry, formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { CONSOLE_PAGE_SIZES } from '../hooks/use-company-filters.ts';
import { CompanyActions } from './company-actions.tsx';
import { CompanyStatusTag, VerificationTag } from './company-tags.tsx';
import { pagerTotal } from '../../../shared/ui/list-pager.tsx';

const orEmpty = (v: string | null | undefined) => v || EMPTY_TEXT;

/** What the row opens to: the rest of SPEC §3's admin view (address, fax, brochures). */
function CompanyDetails({ company }: { company: ConsoleCompany }) {
  const { t } = useTranslation('console');
  const fax = [company.faxCountry, company.faxArea, company.faxNumber].filter(Boolean).join(' ');
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} className="gb-console-details">
      <Descriptions.Item label={t('columns.address')}>{orEmpty(company.address)}</Descriptions.Item>
      <Descriptions.Item label={t('columns.fax')}>{orEmpty(fax)}</Descriptions.Item>
      <Descriptions.Item label={t('columns.brochures')}>
        {company.brochures.length
          ? company.brochures.map((b) => (
              <a key={b.url} href={b.url} target="_blank" rel="noreferrer" className="gb-console-details__file">
                {b.name || b.url}
              </a>
            ))
          : EMPTY_TEXT}
      </Descriptions.Item>
    </Descriptions>
  );
}

interface CompanyTableProps {
  page: ConsoleCompanyPage;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** The organiser's company table: who, which side, where they stand, when they registered, and the actions. */
export function CompanyTable({ page, loading, onPage }: CompanyTableProps) {
  const { t } = useTranslation('console');
  const locale = useLocaleStore((s) => s.locale);
  const natures = useDictionary('business_nature');
  // Pinning both ends leaves a phone no room for the columns between them; there the table simply scrolls.
  const pin = Grid.useBreakpoint().md ?? true;

  const columns: ColumnsType<ConsoleCompany> = [
    {
      key: 'name',
      title: t('columns.company'),
      fixed: pin ? 'start' : undefined,
      render: (_, c) => (
        <span className="gb-console-company">
          <span className="gb-console-company__name">{c.name}</span>
          {c.nameEn && c.nameEn !== c.name ? <Typography.Text type="secondary">{c.nameEn}</Typography.Text> : null}
        </span>
      ),
    },
    {
      key: 'joinType',
      title: t('columns.joinType'),
      render: (_, c) => <Tag color={c.joinType === 'seller' ? 'gold' : 'blue'}>{t(`joinType.${c.joinType}`)}</Tag>,
    },
    { key: 'status', title: t('columns.status'), render: (_, c) => <CompanyStatusTag status={c.status} /> },
    { key: 'verification', title: t('columns.verification'), render: (_, c) => <VerificationTag verification={c.verification} /> },
    { key: 'registeredAt', title: t('columns.registeredAt'), render: (_, c) => formatDate(c.registeredAt, locale) },
    {
      key: 'businessNature',
      title: t('columns.businessNature'),
      render: (_, c) => (c.businessNature.length ? natures.labelOf(c.businessNature) : orEmpty(c.businessNatureOther)),
    },
    { key: 'country', title: t('columns.country'), render: (_, c) => orEmpty(formatCountry(c.country, locale)) },
    {
      key: 'website',
      title: t('columns.website'),
      render: (_, c) =>
        c.website ? (
          <a href={c.website} target="_blank" rel="noreferrer">
            {c.website.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          EMPTY_TEXT
        ),
    },
    {
      key: 'adminEmail',
      title: t('columns.adminEmail'),
      render: (_, c) => (c.adminEmail ? <a href={`mailto:${c.adminEmail}`}>{c.adminEmail}</a> : EMPTY_TEXT),
    },
    { key: 'actions', title: t('columns.actions'), fixed: pin ? 'end' : undefined, render: (_, c) => <CompanyActions company={c} /> },
  ];

  return (
    <Table<ConsoleCompany>
      rowKey="id"
      size="middle"
      className="gb-console-table"
      columns={columns}
      dataSource={page.list}
      loading={loading}
      locale={{ emptyText: t('list.empty') }}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (c) => <CompanyDetails company={c} /> }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: pagerTotal(page),
        showSizeChanger: true,
        pageSizeOptions: CONSOLE_PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
