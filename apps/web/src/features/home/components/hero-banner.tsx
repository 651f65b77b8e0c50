import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@gembourse/contracts/limits';
import { catalogueHref } from '@gembourse/contracts/search-links';
import { useIsLoggedIn, setSessionFlag } from '../../../shared/session/session-store.ts';
import { HeroArt } from './hero-art.tsx';
import { GuestOnly } from '../../../shared/session/viewer-parts.tsx';

/**
 * The home banner area. The "home carousel" banner slot of SPEC §2 takes this place once banners are managed in
 * the console; until then the hero carries the search entry and the three main paths.
 */
export function HeroBanner() {
  const { t } = useTranslation(['home', 'common']);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  return (
    <section className="gb-hero" aria-labelledby="gb-hero-title">
      <div className="gb-hero__inner">
        <HeroArt />
        <p className="gb-hero__eyebrow">{t('home:hero.eyebrow')}</p>
        <h1 id="gb-hero-title" className="gb-hero__title">
          {t('home:hero.title')}
        </h1>
        <p className="gb-hero__subtitle">{t('home:hero.subtitle')}</p>
        <Input.Search
          className="gb-hero__search"
          size="large"
          allowClear
          enterButton={t('common:actions.search')}
          placeholder={t('home:hero.searchPlaceholder')}
          aria-label={t('home:hero.searchPlaceholder')}
          onSearch={(value) => {
            void navigate(catalogueHref({ q: value.trim() }));
          }}
        />
        <Space wrap size={[12, 12]} className="gb-hero__actions">
          <Link to="/home/suppliers">
            <Button size="large" className="gb-hero__btn">
              {t('home:hero.browseSuppliers')}
            </Button>
          </Link>
          <Link to={catalogueHref()}>
            <Button size="large" className="gb-hero__btn">
              {t('home:hero.exploreProducts')}
            </Button>
          </Link>
          {/* The join-as-supplier path (docs/decisions.md): the register page with Supplier chosen. */}
          <Link to="/home/Register?as=supplier">
            <Button size="large" type="primary" className="gb-hero__btn gb-hero__btn--gold">
              {t('home:hero.joinSupplier')}
            </Button>
          </Link>
        </Space>
        {loggedIn ? null : (
          <GuestOnly>
            <p className="gb-hero__notice">
              <button type="button" className="gb-linklike" onClick={() => setSessionFlag('loginModalOpen', true)}>
                {t('home:hero.guestNotice', { limit: LIMITS.guestResultLimit })}
              </button>
            </p>
          </GuestOnly>
        )}
      </div>
    </section>
  );
}
