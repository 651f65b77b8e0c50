import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@gembourse/contracts/product-editor';
import { EMPTY_TEXT } from '../../shared/dictionary/dictionary-labels.ts';

export type StoneRow = ProductView['stones'][number];

const or = (v: string | number | null | undefined) => (v == null || v === '' ? EMPTY_TEXT : String(v));

/** The stones of a product with their labels, one row per kind of stone (texts: productEditor `stones`). */
export function StonesTable({ stones }: { stones: readonly StoneRow[] }) {
  const { t } = useTranslation('productEditor');
  const columns: ColumnsType<StoneRow> = [
    { key: 'type', title: t('stones.type'), render: (_, s) => s.typeLabel },
    { key: 'shape', title: t('stones.shape'), render: (_, s) => or(s.shapeLabel) },
    { key: 'count', title: t('stones.count'), align: 'right', render: (_, s) => s.count },
    { key: 'carat', title: t('stones.carat'), align: 'right', render: (_, s) => (s.carat == null ? EMPTY_TEXT : `${s.carat} ct`) },
    { key: 'size', title: t('stones.size'), render: (_, s) => or(s.size) },
    {
      key: 'grade',
      title: t('stones.grade'),
      render: (_, s) => [s.colour, s.clarity, s.cut].filter(Boolean).join(' · ') || EMPTY_TEXT,
    },
    { key: 'treatment', title: t('stones.treatment'), render: (_, s) => or(s.treatmentLabel) },
    { key: 'origin', title: t('stones.origin'), render: (_, s) => or(s.origin) },
    {
      key: 'certificate',
      title: t('stones.certificate'),
      render: (_, s) =>
        s.certificateLab
          ? `${s.certificateLab === 'other' ? t('stones.otherLab') : s.certificateLab} ${s.certificateNumber ?? ''}`.trim()
          : EMPTY_TEXT,
    },
  ];
  return (
    <Table<StoneRow>
      className="gb-pv-stones"
      size="small"
      rowKey={(_, i) => String(i)}
      columns={columns}
      dataSource={[...stones]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
