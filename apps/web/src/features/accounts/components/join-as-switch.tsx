import { Segmented } from 'antd';
import { ShopOutlined, ShoppingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The two ways in (SPEC §2): buyer registration, or the join-as-supplier path. */
export function JoinAsSwitch({ value, onChange }: { value: 'buyer' | 'seller'; onChange: (next: 'buyer' | 'seller') => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="gb-reg__switch">
      <span className="gb-reg__switch-label" id="gb-reg-switch-label">
        {t('register.switchLabel')}
      </span>
      <Segmented<'buyer' | 'seller'>
        aria-labelledby="gb-reg-switch-label"
        value={value}
        onChange={onChange}
        size="large"
        options={[
          { value: 'buyer', label: t('register.as.buyer'), icon: <ShoppingOutlined /> },
          { value: 'seller', label: t('register.as.seller'), icon: <ShopOutlined /> },
        ]}
      />
    </div>
  );
}
