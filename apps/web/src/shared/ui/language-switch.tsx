import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '@gembourse/contracts/locale';
import { LANGUAGE_PARAM } from '../i18n/resolve-locale.ts';
import { setLocale, useLocaleStore } from '../i18n/locale-store.ts';

/**
 * Switches the language: saves it and rewrites the URL's `language` parameter so links carry it (SPEC §1). `compact`
 * shows the globe alone; 'narrow' does so below the header's wide layout (CSS, so the server's markup fits any screen).
 */
export function LanguageSwitch({ compact = false, tone = 'dark' }: { compact?: boolean | 'narrow'; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('common');
  const locale = useLocaleStore((s) => s.locale);
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Locale) => {
    void setLocale(next);
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_PARAM, next);
    void navigate(
      { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((l) => ({ key: l, label: <span lang={l}>{t(`language.${l}`)}</span> })),
        onClick: ({ key }) => choose(key as Locale),
      }}
    >
      <Button
        type="text"
        className={`gb-header-btn gb-header-btn--${tone}`}
        icon={<GlobalOutlined />}
        // The visible language name is part of the accessible name (WCAG 2.5.3 label in name).
        aria-label={`${t('language.label')}: ${t(`language.${locale}`)}`}
      >
        {compact === 'narrow' ? <span className="gb-wide-text">{t(`language.${locale}`)}</span> : compact ? null : t(`language.${locale}`)}
      </Button>
    </Dropdown>
  );
}
