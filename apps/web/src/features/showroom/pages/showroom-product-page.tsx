import { PERM } from '@gembourse/contracts/permissions';
import { useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import { AppstoreOutlined, DeleteOutlined, ExportOutlined, ImportOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Perm } from '../../../shared/permissions/use-permission.tsx';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/**
 * Route module of the showroom product list; the list itself arrives with the Showroom release (texts:
 * pages:showroomProduct). Its toolbar is real: each action is gated by its permission point (SPEC §6), so a standard
 * user sees fewer controls than the company administrator, and the search keeps what was typed across tab switches.
 */
export function ShowroomProductPage() {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const soon = () => void message.info({ content: t('showroom.comingSoon'), key: 'showroom-soon' });
  return (
    <>
      <div className="gb-page-actions" role="toolbar" aria-label={t('showroom.toolbar')}>
        <Input
          className="gb-page-actions__search"
          prefix={<SearchOutlined />}
          allowClear
          value={search}
          placeholder={t('showroom.search')}
          aria-label={t('showroom.search')}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Space wrap>
          <Perm code={PERM.showroomProductAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/home/showroom-product-add')}>
              {t('showroom.add')}
            </Button>
          </Perm>
          <Perm code={PERM.showroomProductImport}>
            <Button icon={<ImportOutlined />} onClick={soon}>
              {t('showroom.import')}
            </Button>
          </Perm>
          <Perm code={PERM.showroomProductExport}>
            <Button icon={<ExportOutlined />} onClick={soon}>
              {t('showroom.export')}
            </Button>
          </Perm>
          <Perm code={PERM.showroomProductDelete}>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => void message.warning({ content: t('showroom.selectFirst'), key: 'showroom-select' })}
            >
              {t('showroom.delete')}
            </Button>
          </Perm>
        </Space>
      </div>
      <PlaceholderPage page="showroomProduct" icon={<AppstoreOutlined />} />
    </>
  );
}
