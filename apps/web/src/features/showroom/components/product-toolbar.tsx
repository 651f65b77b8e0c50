import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ImportOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PERM } from '@gembourse/contracts/permissions';
import { ZOwnProductQuery } from '@gembourse/contracts/own-products';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';
import { Perm } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ProductImportDialog } from './product-import-dialog.tsx';

/** The search box holds what the list query takes. */
const SEARCH = inputLimits(ZOwnProductQuery, 'q');

/**
 * The list's first row: the search (name, SKU or tag; sent on Enter, ended by its clear button) and the Add and Import
 * buttons, each gated by its permission point (SPEC §6); Import opens the import dialog. Export acts on the selected
 * rows, so it is a batch action (product-batch-bar.tsx). Re-keyed by the URL's search, so the back button
 * restores the box, while what is typed but not yet sent survives a tab switch (keep-alive).
 */
export function ProductToolbar({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const [importing, setImporting] = useState(false);
  return (
    <div className="gb-products__row">
      <Input
        key={q}
        className="gb-page-actions__search gb-products__search"
        prefix={<SearchOutlined />}
        allowClear
        defaultValue={q}
        placeholder={t('showroom.search')}
        aria-label={t('showroom.search')}
        maxLength={SEARCH.maxLength}
        onPressEnter={(e) => onSearch(e.currentTarget.value.trim())}
        // The clear button ends the search at once; typing waits for Enter.
        onClear={() => onSearch('')}
      />
      <Space wrap>
        <Perm code={PERM.showroomProductAdd}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/home/showroom-product-add')}>
            {t('showroom.add')}
          </Button>
        </Perm>
        <Perm code={PERM.showroomProductImport}>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('showroom.import')}
          </Button>
        </Perm>
      </Space>
      {companyId != null && importing ? <ProductImportDialog companyId={companyId} open onClose={() => setImporting(false)} /> : null}
    </div>
  );
}
