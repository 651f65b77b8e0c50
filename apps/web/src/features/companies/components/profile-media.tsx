import { Image } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { useCompanyTitle } from '../hooks/use-company-title.ts';
import { videoEmbedUrl } from '../../../shared/ui/video-embed.ts';
import { ProfileSection } from './profile-section.tsx';

/** Exhibition photos (with a preview gallery), the company video and brochures (PDF links, SPEC §2). */
export function ProfileMedia({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation(['companies', 'company']);
  const name = useCompanyTitle(company);
  const video = videoEmbedUrl(company.video);
  return (
    <>
      {company.mediaPhotos.length ? (
        <ProfileSection id="gb-profile-photos" title={t('company:fields.mediaPhotos')}>
          <div className="gb-profile-photos">
            <Image.PreviewGroup>
              {company.mediaPhotos.map((src, i) => (
                <Image key={src} src={src} alt={t('media.photoAlt', { index: i + 1, name })} loading="lazy" />
              ))}
            </Image.PreviewGroup>
          </div>
        </ProfileSection>
      ) : null}
      {video ? (
        <ProfileSection id="gb-profile-video" title={t('company:fields.video')}>
          <div className="gb-profile-video">
            <iframe
              src={video}
              title={t('media.videoTitle', { name })}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        </ProfileSection>
      ) : null}
      {company.brochures.length ? (
        <ProfileSection id="gb-profile-brochures" title={t('company:fields.brochures')}>
          <ul className="gb-profile-links">
            {company.brochures.map((b) => (
              <li key={b.url}>
                <a href={b.url} target="_blank" rel="noopener noreferrer">
                  <FilePdfOutlined className="gb-pdf-icon" /> {b.name}
                </a>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
    </>
  );
}
