import type { ReactNode } from 'react';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { VIDEO_TOOLS } from '@gembourse/contracts/company-profile';
import type { SectionOf } from '../../../shared/i18n/keys.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { pickText } from '../../../domain/companies/profile-language.ts';
import { ProfileSection } from './profile-section.tsx';

/** "+852 (2) 1234 5678" from the three fax parts; null when there is no number. */
function faxOf(c: CompanyDetail): string | null {
  if (!c.faxNumber) return null;
  const country = c.faxCountry ? `+${c.faxCountry.replace(/^\+/, '')}` : '';
  return [country, c.faxArea ? `(${c.faxArea})` : '', c.faxNumber].filter(Boolean).join(' ');
}

/** Only http(s) links become anchors: a stored value is the supplier's input, never a javascript: URL. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/**
 * Phone, fax, e-mail, website and address, plus the video conference room. Shown only when the showroom's
 * contact privacy lets this viewer see contact details (the server blanks them otherwise).
 */
export function ContactDetails({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation(['companies', 'company']);
  const locale = useLocaleStore((s) => s.locale);
  if (!company.contactVisible) return null;
  const address = pickText(company.address, company.addressEn, locale).text;
  const website = company.website ? safeHref(company.website) : undefined;
  const meeting = company.videoConference?.meetingUrl ? safeHref(company.videoConference.meetingUrl) : undefined;
  const rows: [SectionOf<'company', 'fields'>, ReactNode][] = [
    ['phone', company.phone ? <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a> : null],
    ['fax', faxOf(company)],
    ['email', company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : null],
    [
      'website',
      website ? (
        <a href={website} target="_blank" rel="noopener noreferrer nofollow">
          {company.website}
        </a>
      ) : null,
    ],
    ['address', address],
  ];
  const items: DescriptionsProps['items'] = rows
    .filter(([, v]) => v)
    .map(([key, value]) => ({ key, label: t(`company:fields.${key}`), children: value }));
  if (!items.length && !company.videoConference) return null;
  const tool = VIDEO_TOOLS.find((known) => known === company.videoConference?.tool);
  return (
    <ProfileSection id="gb-profile-contact" title={t('contact.title')}>
      {items.length ? <Descriptions className="gb-profile-contact" size="small" column={1} items={items} /> : null}
      {company.videoConference ? (
        <div className="gb-profile-meeting">
          <span>
            <VideoCameraOutlined />{' '}
            {tool && tool !== 'other' ? t('contact.meetingWith', { tool: t(`company:videoTools.${tool}`) }) : t('contact.meetingWithOther')}
          </span>
          {meeting ? (
            <Button size="small" href={meeting} target="_blank" rel="noopener noreferrer">
              {t('contact.joinMeeting')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </ProfileSection>
  );
}
