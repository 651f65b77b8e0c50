import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NonNullable<MenuProps['items']>;
  selected?: string;
  showAuth: boolean;
  onLogin: () => void;
}

/** The navigation drawer of narrow screens; loaded on first open so desktop visitors never download it. */
export function MobileNavDrawer({ open, onClose, items, selected, showAuth, onLogin }: MobileNavDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={<BrandLogo tone="dark" size={24} />}>
      <Menu mode="vertical" selectedKeys={selected ? [selected] : []} items={items} onClick={onClose} className="gb-drawer__menu" />
      {showAuth ? (
        <div className="gb-drawer__actions">
          <Button block onClick={onLogin}>
            {t('actions.login')}
          </Button>
          <Link to="/home/Register" onClick={onClose}>
            <Button block type="primary">
              {t('actions.register')}
            </Button>
          </Link>
        </div>
      ) : null}
    </Drawer>
  );
}
