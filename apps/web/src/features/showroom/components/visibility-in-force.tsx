import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettingInForce } from '@gembourse/contracts/product';
import type { ShowroomPrivacyLevel } from '@gembourse/contracts/showroom';

interface VisibilityInForceProps {
  /** Who sees the product, or who sees its price. */
  audience: 'visibility' | 'price';
  /** The setting that decides (contracts settingInForce, or the preview's answer); nothing is shown without one. */
  setting: SettingInForce | null | undefined;
  /** The showroom's privacy, named when the product's own setting overrides it. */
  privacy?: ShowroomPrivacyLevel;
  /** A heading before the title ("Price visibility"), where both settings are shown together. */
  label?: string;
}

/**
 * Which setting applies to a product and why (issue 28 item 2): "As the showroom: Users within the community
 * (showroom privacy)" with who that lets in, or "This product's own setting overrides the showroom's: Public" with
 * who sees it and the privacy it sets aside. The wizard and the preview say it alike.
 */
export function VisibilityInForce({ audience, setting, privacy, label }: VisibilityInForceProps) {
  const { t } = useTranslation('showroom');
  if (!setting) return null;
  const fromShowroom = setting.source === 'showroom';
  const title = fromShowroom
    ? t('inForce.showroomTitle', { privacy: t(`privacy.levels.${setting.privacy}`) })
    : t('inForce.productTitle', { level: t(`collections.levels.${setting.level}`) });
  let who: string;
  if (setting.source === 'showroom')
    who = t(audience === 'visibility' ? `privacy.products.${setting.privacy}` : `inForce.priceWho.${setting.privacy}`);
  else who = t(`collections.${audience === 'visibility' ? 'visibilityHelp' : 'priceHelp'}.${setting.level}`);
  const setAside = !fromShowroom && privacy ? t('inForce.showroomNow', { privacy: t(`privacy.levels.${privacy}`) }) : null;
  return (
    <Alert
      type="info"
      showIcon
      className="gb-pe-in-force"
      data-source={setting.source}
      title={label ? `${label} · ${title}` : title}
      description={
        <>
          <span className="gb-pe-in-force__who">{who}</span>
          {setAside ? <span className="gb-pe-in-force__who">{setAside}</span> : null}
        </>
      }
    />
  );
}
