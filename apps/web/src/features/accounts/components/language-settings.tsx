import { useState } from 'react';
import { Alert, Button, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOCALES, type Locale } from '@gembourse/contracts/locale';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { ui } from '../../../shared/api/ui-bridge.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { LANGUAGE_PARAM } from '../../../shared/i18n/resolve-locale.ts';
import { setLocale, useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { accountKeys, saveLanguage } from '../api.ts';

/**
 * The member's language (SPEC §2 account settings): saved on the server (e-mails, other devices), then this app
 * switches to it, and the URL's `language` parameter follows so a reload keeps it.
 */
export function LanguageSettings({ saved }: { saved: Locale }) {
  const { t } = useTranslation(['account', 'common']);
  const queryClient = useQueryClient();
  const current = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<Locale>(saved);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      await saveLanguage(choice);
      await setLocale(choice);
      const next = new URLSearchParams(params);
      next.set(LANGUAGE_PARAM, choice);
      setParams(next, { replace: true, preventScrollReset: true });
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      // Said in the new language, once the app speaks it: the switch re-creates antd's context (and this
      // component's message holder), so the notice goes through the app-wide bridge after that render.
      setTimeout(() => void ui().message.success(i18n.t('errors:updateSuccess')), 0);
    } catch (cause) {
      setError(errorMessageOf(cause, t('account:settings.language.failed')) || t('account:settings.language.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      {error ? <Alert type="error" showIcon title={error} className="gb-reg__alert" role="alert" /> : null}
      <Radio.Group
        className="gb-settings__languages"
        value={choice}
        onChange={(e) => setChoice(e.target.value as Locale)}
        aria-label={t('account:settings.language.title')}
        options={LOCALES.map((l) => ({ value: l, label: <span lang={l}>{t(`common:language.${l}`)}</span> }))}
      />
      <Button type="primary" onClick={() => void save()} loading={pending} disabled={choice === saved && choice === current}>
        {t('account:settings.language.save')}
      </Button>
    </div>
  );
}
