import { Button, Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { ConnectionRequestButton } from '../../../domain/companies/connection-request-button.tsx';
import { productDetailKeys } from './product-detail-api.ts';

/**
 * SPEC §4's contact request from a product page, through the same button and dialog as the supplier's profile
 * (domain/companies ConnectionRequestButton): none → a request with an optional note; pending → "Request sent";
 * connected → the tag. Withdrawing stays on the profile, which knows the request.
 */
export function ConnectButton({ productId, supplier }: { productId: number; supplier: CatalogueProductDetail['supplier'] }) {
  const { t } = useTranslation('companies');
  const client = useQueryClient();
  if (supplier.connection === 'connected') {
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        {t('connection.accepted')}
      </Tag>
    );
  }
  if (supplier.connection === 'pending') {
    return (
      <Button icon={<ClockCircleOutlined />} disabled>
        {t('connection.pending')}
      </Button>
    );
  }
  return (
    <ConnectionRequestButton
      companyId={supplier.id}
      onSent={() => void client.invalidateQueries({ queryKey: productDetailKeys.detail(productId) })}
    />
  );
}
