import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Progress, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  importFileProblem,
  PRODUCT_IMPORT_LIMITS,
  XLSX_EXTENSION,
  XLSX_MIME,
  type ImportRefusal,
  type ProductImportJob,
} from '@gembourse/contracts/product-import';
import { ApiError } from '../../../shared/api/api-error.ts';
import './product-import-dialog.css';
import { downloadImportReport, downloadImportTemplate, importProducts, importStatus, showroomKeys } from '../api.ts';

/** How often the dialog asks how the import is doing. */
const POLL_MS = 500;
const MAX_MB = Math.round(PRODUCT_IMPORT_LIMITS.fileMaxBytes / 1024 / 1024);

const finished = (job: ProductImportJob | undefined) => job?.state === 'done' || job?.state === 'failed';

/** The progress line under the bar: reading the file, row n of N, saving. */
function ProgressText({ job }: { job: ProductImportJob | undefined }) {
  const { t } = useTranslation('showroom');
  if (!job || job.state === 'reading') return <>{t('import.reading')}</>;
  if (job.state === 'checking') return <>{t('import.checking', { processed: job.processed, total: job.total })}</>;
  return <>{t('import.writing')}</>;
}

/** The finished import: its counts, the unpublished note, the refused rows with reasons, the report. */
function ImportResult({ job, jobId }: { job: ProductImportJob; jobId: string }) {
  const { t } = useTranslation('showroom');
  const [downloading, setDownloading] = useState(false);
  const report = () => {
    setDownloading(true);
    void downloadImportReport(jobId)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <div className="gb-import">
      {job.state === 'failed' ? (
        <Alert type="error" showIcon title={t('import.failed')} description={job.message} />
      ) : (
        <Alert
          type={job.refused ? 'warning' : 'success'}
          showIcon
          title={t('import.done', { imported: job.imported, refused: job.refused })}
          description={job.unpublished ? t('import.unpublished', { count: job.unpublished }) : undefined}
        />
      )}
      {job.refusals.length ? (
        <>
          <Typography.Title level={5} className="gb-import__heading">
            {t('import.refusedTitle')}
          </Typography.Title>
          <Table<ImportRefusal>
            size="small"
            rowKey={(r) => `${r.sheet}-${r.row}`}
            dataSource={job.refusals}
            pagination={job.refusals.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            scroll={{ x: 560 }}
            columns={[
              // The sheet with the row ("Stones row 2"): a row number alone is on both sheets (issue 28 item 6).
              { title: t('import.row'), dataIndex: 'place', width: 110 },
              { title: t('import.sku'), dataIndex: 'sku', width: 120, ellipsis: true },
              {
                title: t('import.reasons'),
                dataIndex: 'reasons',
                render: (reasons: string[]) => (
                  <ul className="gb-import__reasons">
                    {reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                ),
              },
              { title: t('import.name'), dataIndex: 'name', width: 140, ellipsis: true },
            ]}
          />
          {job.refused > job.refusals.length ? (
            <Typography.Text type="secondary">{t('import.refusedMore', { count: job.refused })}</Typography.Text>
          ) : null}
        </>
      ) : null}
      <Button icon={<DownloadOutlined />} loading={downloading} onClick={report}>
        {t('import.report')}
      </Button>
    </div>
  );
}

/**
 * The product import (issue 10 item 7, SPEC §5 "Import accepts Excel only, under 2MB. A file must be selected first"):
 * the template to download, the file picker (checked here before any upload, by the contract's rule), then a progress
 * bar while the server checks and writes the rows, then the result with the refused rows and the downloadable report.
 * The product list is refreshed once the import is done.
 */
export function ProductImportDialog({ companyId, open, onClose }: { companyId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('showroom');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);

  const job = useQuery({
    queryKey: ['showroom', 'import', companyId, jobId],
    queryFn: ({ signal }) => importStatus(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data) || q.state.error ? false : POLL_MS),
    retry: false,
  });
  const done = finished(job.data);
  useEffect(() => {
    // The list (and its options: new tags) shows the imported products.
    if (done) void queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId) });
  }, [done, companyId, queryClient]);

  const upload = useMutation({
    mutationFn: (f: File) => importProducts(f),
    onSuccess: ({ jobId: id }) => setJobId(id),
  });

  const choose = (f: File | null) => {
    setFile(f);
    setProblem(null);
  };

  const start = () => {
    const why = importFileProblem(file);
    if (why) {
      setProblem(t(`import.${why}`, { max: MAX_MB }));
      return;
    }
    upload.mutate(file!);
  };

  const reset = () => {
    setFile(null);
    setProblem(null);
    setJobId(null);
    upload.reset();
  };

  const close = () => {
    reset();
    onClose();
  };

  const template = () => {
    setTemplateBusy(true);
    void downloadImportTemplate()
      .catch(() => undefined)
      .finally(() => setTemplateBusy(false));
  };

  const running = jobId !== null && !done && !job.isError;
  const interrupted = job.isError && job.error instanceof ApiError;
  const percent = job.data?.total ? Math.floor((job.data.processed / job.data.total) * 100) : 0;

  let footer: ReactNode[];
  if (jobId === null) {
    footer = [
      <Button key="cancel" onClick={close}>
        {t('import.cancel')}
      </Button>,
      <Button key="start" type="primary" icon={<UploadOutlined />} loading={upload.isPending} onClick={start}>
        {t('import.start')}
      </Button>,
    ];
  } else if (running) footer = [];
  else
    footer = [
      <Button key="again" onClick={reset}>
        {t('import.again')}
      </Button>,
      <Button key="close" type="primary" onClick={close}>
        {t('import.close')}
      </Button>,
    ];

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={running ? undefined : close}
      closable={!running}
      maskClosable={false}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      {jobId === null ? (
        <div className="gb-import">
          <Typography.Paragraph className="gb-import__intro">{t('import.intro')}</Typography.Paragraph>
          <Button icon={<FileExcelOutlined />} loading={templateBusy} onClick={template}>
            {t('import.template')}
          </Button>
          <div>
            <Upload
              accept={`${XLSX_EXTENSION},${XLSX_MIME}`}
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done', size: file.size }] : []}
              beforeUpload={(f) => {
                choose(f);
                // Kept here and sent with the Import button: nothing is uploaded on choosing.
                return false;
              }}
              onRemove={() => choose(null)}
            >
              <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
            </Upload>
            <Typography.Text type="secondary" className="gb-import__hint">
              {t('import.hint', { max: MAX_MB })}
            </Typography.Text>
          </div>
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
        </div>
      ) : null}
      {running ? (
        <div className="gb-import__progress">
          <Progress percent={job.data?.state === 'writing' ? 100 : percent} status="active" aria-label={t('import.progress')} />
          <Typography.Text type="secondary" aria-live="polite">
            <ProgressText job={job.data} />
          </Typography.Text>
        </div>
      ) : null}
      {interrupted ? <Alert type="error" showIcon title={t('import.failed')} description={t('import.interrupted')} /> : null}
      {jobId !== null && done ? <ImportResult job={job.data!} jobId={jobId} /> : null}
    </Modal>
  );
}
