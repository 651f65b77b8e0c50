import { Button } from 'antd';
import { ArrowLeftOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCloseCurrentPage } from '../../../shared/session/use-close-page.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/**
 * Route module; the product form arrives with a later release (texts: pages:showroomProductAdd). Cancel closes this
 * page's tab and goes to the product list (SPEC §2 "closing can also go to an explicit path").
 */
export function ShowroomProductAddPage() {
  const { t } = useTranslation('workspace');
  const closeCurrent = useCloseCurrentPage();
  return (
    <>
      <div className="gb-page-actions">
        <Button icon={<ArrowLeftOutlined />} onClick={() => closeCurrent('/home/showroom-product')}>
          {t('showroom.cancel')}
        </Button>
      </div>
      <PlaceholderPage page="showroomProductAdd" icon={<PlusCircleOutlined />} />
    </>
  );
}
