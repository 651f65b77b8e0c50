import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useNavigate, useNavigation } from 'react-router';
import { normalizeLocale } from '@gembourse/contracts/locale';
import { LANGUAGE_PARAM } from '../shared/i18n/resolve-locale.ts';
import { getLocale, getStoredLocale, setLocale } from '../shared/i18n/locale-store.ts';

/**
 * Router-level language rule (SPEC §1, §2): a URL without a usable `language` parameter is replaced by the same URL
 * with the stored locale added; a URL that carries one switches the app to it (and saves it), and an alias (zh, zht,
 * en-US) is replaced by its canonical value.
 */
export function useLanguageParamSync(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // While a navigation is pending (a lazy page loading), `location` is still the page being left: replacing it then
  // would cancel the navigation and bring the user back. The effect runs again once the new location is committed.
  const idle = useNavigation().state === 'idle';
  const dataRouter = useContext(DataRouterContext);
  useEffect(() => {
    if (!idle) return;
    // The router may have moved on since this render (a click before the effect ran): replacing the rendered
    // location now would cancel that navigation or undo it. The effect runs again for the location it leads to.
    const live = dataRouter?.router.state;
    if (live && (live.navigation.state !== 'idle' || live.location.key !== location.key)) return;
    const params = new URLSearchParams(location.search);
    const given = params.get(LANGUAGE_PARAM);
    const wanted = normalizeLocale(given);
    if (wanted) {
      if (wanted !== getLocale()) void setLocale(wanted);
      // zh, zht, en-US... are kept as the canonical value, so shared links name the language one way.
      if (given === wanted) return;
    }
    params.set(LANGUAGE_PARAM, wanted ?? normalizeLocale(getStoredLocale()) ?? getLocale());
    void navigate(
      { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  }, [idle, dataRouter, location.key, location.pathname, location.search, location.hash, location.state, navigate]);
}
