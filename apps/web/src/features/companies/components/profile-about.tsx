import { useState } from 'react';
import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { pickText } from '../../../domain/companies/profile-language.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * The profile text in the viewer's preference (English for en/tr, the company's own text for Chinese readers),
 * with a switch to the other version when both exist. Plain text: line breaks kept, never parsed as HTML.
 */
export function ProfileAbout({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const preferred = pickText(company.profile, company.profileEn, locale);
  const [flipped, setFlipped] = useState(false);
  if (!preferred.text) return null;
  const hasBoth = Boolean(company.profile?.trim() && company.profileEn?.trim() && company.profile !== company.profileEn);
  const showing = hasBoth && flipped ? (preferred.first === 'en' ? 'own' : 'en') : preferred.first;
  const text = showing === 'en' ? company.profileEn : company.profile;
  return (
    <ProfileSection
      id="gb-profile-about"
      title={t('profile.about')}
      extra={
        hasBoth ? (
          <Button type="link" size="small" icon={<TranslationOutlined />} onClick={() => setFlipped(!flipped)}>
            {showing === 'en' ? t('profile.showOwn') : t('profile.showEnglish')}
          </Button>
        ) : null
      }
    >
      <p className="gb-profile-text" lang={showing === 'en' ? 'en' : undefined}>
        {text}
      </p>
    </ProfileSection>
  );
}
