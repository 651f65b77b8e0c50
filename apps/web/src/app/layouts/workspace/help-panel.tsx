import { Button } from 'antd';
import { CloseOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkspacePage } from '../../../shared/session/workspace-pages.ts';

/** Which help text a page gets: its area (showroom, analytics, manage, account), embedded pages, or the general one. */
export function helpTopicOf(page: WorkspacePage | null): 'showroom' | 'analytics' | 'manage' | 'account' | 'frame' | 'general' {
  if (!page) return 'general';
  if (page.frameUrl) return 'frame';
  if (page.name.startsWith('Showroom')) return 'showroom';
  if (page.name.startsWith('Analytics')) return 'analytics';
  if (page.name.startsWith('Manage')) return 'manage';
  if (['CompanyProfileEdit', 'MyProfile', 'MyFavorites', 'EmailNotification'].includes(page.name)) return 'account';
  return 'general';
}

/**
 * The help doc (SPEC §2 "help doc", §4 "expanded or collapsed"): a panel beside the page with short guidance for
 * the area the page belongs to and a way to the support centre.
 */
export function HelpPanel({ page, onCollapse }: { page: WorkspacePage | null; onCollapse: () => void }) {
  const { t } = useTranslation('workspace');
  const topic = helpTopicOf(page);
  return (
    <aside className="gb-ws-help" aria-labelledby="gb-ws-help-title">
      <div className="gb-ws-help__head">
        <h2 id="gb-ws-help-title" className="gb-ws-help__title">
          <QuestionCircleOutlined /> {t('help.title')}
        </h2>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('help.collapse')} onClick={onCollapse} />
      </div>
      <h3 className="gb-ws-help__topic">{t(`help.topics.${topic}.title`)}</h3>
      <p className="gb-ws-help__text">{t(`help.topics.${topic}.text`)}</p>
      <Link to="/home/support" className="gb-ws-help__more">
        {t('help.more')}
      </Link>
    </aside>
  );
}
