import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { APP_CONFIG_DEFAULTS, useAppConfigStore } from '../shared/app-config/app-config-store.ts';
import { loadNamespaces } from '../shared/i18n/i18n.ts';
import type { KeyOf } from '../shared/i18n/keys.ts';
import { usePageTitleStore } from '../shared/navigation/page-title.ts';
import { documentTitleOf, tableTitleOf } from '../shared/navigation/title-formula.ts';

/**
 * Titles the browser tab after the page on screen, in the viewer's language: the page table's title (menu
 * namespace, `menu.<name>` as the server spells menu titles), or what the page knows better (a company's name),
 * then the site's name: "Suppliers · GemBourse".
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('menu');
  const site = useAppConfigStore((s) => s.config.websiteName.trim()) || APP_CONFIG_DEFAULTS.websiteName;
  const page = usePageTitleStore((s) => s.page);
  const detail = usePageTitleStore((s) => s.detail);
  const table = i18n.hasResourceBundle(i18n.language, 'menu') ? tableTitleOf(pathname, (key: KeyOf<'menu'>) => t(key)) : null;
  const title = documentTitleOf({ detail, page, table }, site);

  useEffect(() => {
    loadNamespaces(['menu']).catch(() => undefined);
  }, [i18n.language]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
