import { Affix, Anchor, Button, Skeleton } from 'antd';
import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { withoutDoubledStop } from '../../../shared/i18n/punctuation.ts';
import { companyNames } from '../../../domain/companies/company-names.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { CompanyEditorForm } from '../editor/company-editor-form.tsx';
import { ContactsPanel } from '../editor/contacts-panel.tsx';
import { useOwnCompany } from '../editor/editor-api.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import '../editor/editor.css';

/** The site header stays on top of the page (global.css .gb-header). */
const HEADER_HEIGHT = 64;
const SECTIONS = ['basic', 'contact', 'media', 'documents', 'meeting', 'contacts'] as const;

function Editor({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['companyEditor', 'common']);
  const company = useOwnCompany(companyId);
  const locale = useLocaleStore((s) => s.locale);
  const profilePath = `/home/company-profile?id=${companyId}`;

  if (company.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (company.isError) {
    return (
      <div className="gb-query-error" role="alert">
        <p className="gb-query-error__title">{t('companyEditor:loadFailed')}</p>
        <p className="gb-query-error__text">{errorMessageOf(company.error)}</p>
        <Button icon={<ReloadOutlined />} onClick={() => void company.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  // The server decides who may edit (company admins of this company, platform staff); the page's access (holders of
  // company:profile:edit, the page table) only spares a member without it the loading.
  if (!company.data.viewer.canEdit) return <NoPermissionResult />;

  return (
    <>
      <header className="gb-editor__head">
        <div className="gb-editor__head-text">
          <h1 className="gb-editor__title">{t('companyEditor:title')}</h1>
          <p className="gb-editor__subtitle">
            {withoutDoubledStop(t('companyEditor:subtitle', { name: companyNames(company.data, locale).title }))}
          </p>
        </div>
        <Link to={profilePath}>
          <Button icon={<EyeOutlined />}>{t('companyEditor:viewProfile')}</Button>
        </Link>
      </header>
      {/* Affix, not CSS sticky: the workspace's watermark wrapper clips overflow, which disables sticky inside it. */}
      <Affix offsetTop={HEADER_HEIGHT}>
        <nav className="gb-editor__nav" aria-label={t('companyEditor:sectionsNav')}>
          <Anchor
            direction="horizontal"
            affix={false}
            replace
            targetOffset={HEADER_HEIGHT + 72}
            items={SECTIONS.map((s) => ({ key: s, href: `#editor-${s}`, title: t(`companyEditor:sections.${s}`) }))}
          />
        </nav>
      </Affix>
      <CompanyEditorForm company={company.data} profilePath={profilePath} />
      <ContactsPanel companyId={companyId} />
    </>
  );
}

/**
 * /home/company-profile-edit (SPEC §2 "Company profile editor"): the own company's profile, for company admins.
 * A guest gets the workspace's login-required page before this runs; a member without company:profile:edit is sent to
 * /403 by the page guard (the page table).
 */
export function CompanyProfileEditPage() {
  const user = useSessionStore((s) => s.userInfo);
  return <div className="gb-editor">{user ? <Editor companyId={user.companyId} /> : <NoPermissionResult />}</div>;
}
