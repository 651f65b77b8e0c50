import { useState } from 'react';
import { Alert, Button, Table, Tag, type TableColumnsType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@gembourse/contracts/billing';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { formatDate, formatDateRange } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { downloadInvoicePdf, INVOICE_PAGE_SIZE, useInvoices } from '../api.ts';
import { formatAmount } from '../billing-format.ts';
import { CardLine } from './payment-method-card.tsx';
import { BillingPanel } from './billing-panel.tsx';

/**
 * The company's invoices, newest first: number, date, period, total (with its tax), status and the card charged;
 * each downloads as a PDF in the company's language (the server writes it; the file name comes with it).
 */
export function InvoiceTable() {
  const { t } = useTranslation(['billing', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const [pageNum, setPageNum] = useState(1);
  const invoices = useInvoices(pageNum);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (invoice: InvoiceSummary) => {
    setDownloading(invoice.id);
    try {
      await downloadInvoicePdf(invoice.id, invoice.number);
    } catch {
      // The error catalogue has said why.
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumnsType<InvoiceSummary> = [
    {
      key: 'number',
      title: t('invoices.number'),
      dataIndex: 'number',
      render: (n: string) => <span className="gb-billing-invoice-number">{n}</span>,
    },
    {
      key: 'date',
      title: t('invoices.date'),
      render: (_, i) => <span className="gb-billing-nowrap">{formatDate(i.issuedAt, locale)}</span>,
    },
    {
      key: 'period',
      title: t('invoices.period'),
      responsive: ['lg'],
      render: (_, i) => formatDateRange(i.periodStart, i.periodEnd, locale),
    },
    {
      key: 'total',
      title: t('invoices.total'),
      align: 'end',
      render: (_, i) => (
        <div className="gb-billing-total">
          <div>{formatAmount(i.totalCents, i.currency, locale)}</div>
          {i.taxCents ? (
            <div className="gb-billing-muted">{t('invoices.tax', { amount: formatAmount(i.taxCents, i.currency, locale) })}</div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('invoices.status'),
      responsive: ['md'],
      render: (_, i) => <Tag color={i.status === 'paid' ? 'green' : 'default'}>{t(`invoices.statuses.${i.status}`)}</Tag>,
    },
    { key: 'card', title: t('invoices.card'), responsive: ['lg'], render: (_, i) => <CardLine brand={i.cardBrand} last4={i.cardLast4} /> },
    {
      key: 'pdf',
      title: <span className="gb-sr-only">{t('invoices.download')}</span>,
      align: 'end',
      render: (_, i) => (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          loading={downloading === i.id}
          onClick={() => void download(i)}
          aria-label={t('invoices.downloadOne', { number: i.number })}
        >
          PDF
        </Button>
      ),
    },
  ];

  const page = invoices.data;
  return (
    <BillingPanel id="invoices" title={t('invoices.title')} className="gb-billing-invoices">
      {invoices.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('invoices.loadFailed')}
          description={errorMessageOf(invoices.error)}
          action={<Button onClick={() => void invoices.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : (
        <Table<InvoiceSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={invoices.isFetching}
          locale={{ emptyText: invoices.isPending ? ' ' : t('invoices.empty') }}
          pagination={
            page && (page.hasMore || pageNum > 1)
              ? {
                  current: pageNum,
                  pageSize: INVOICE_PAGE_SIZE,
                  total: page.total ?? (page.hasMore ? pageNum * INVOICE_PAGE_SIZE + 1 : pageNum * INVOICE_PAGE_SIZE),
                  onChange: setPageNum,
                  showSizeChanger: false,
                }
              : false
          }
        />
      )}
    </BillingPanel>
  );
}
