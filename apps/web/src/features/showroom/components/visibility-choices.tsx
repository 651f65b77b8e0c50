import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES, type ProductVisibility } from '@gembourse/contracts/product';
import type { ShowroomPrivacyLevel } from '@gembourse/contracts/showroom';

interface VisibilityChoicesProps<L extends ProductVisibility> {
  /** What the levels decide: who sees the item, or who sees its prices (each level's line says it for that). */
  audience: 'visibility' | 'price';
  /** The levels offered: a collection's four, or a product's with "as the showroom" first. */
  levels?: readonly L[];
  /** The showroom's product privacy, which "as the showroom" follows (said on its line once known). */
  showroomPrivacy?: ShowroomPrivacyLevel;
  id?: string;
  value?: L;
  onChange?: (value: L) => void;
  'aria-labelledby'?: string;
}

/** The levels (As the showroom, Public, Community, Launch, Private), each with the one line that says who sees. An antd form control. */
export function VisibilityChoices<L extends ProductVisibility>({
  audience,
  levels = VISIBILITIES as readonly ProductVisibility[] as readonly L[],
  showroomPrivacy,
  id,
  value,
  onChange,
  ...aria
}: VisibilityChoicesProps<L>) {
  const { t } = useTranslation('showroom');
  const help = audience === 'visibility' ? 'visibilityHelp' : 'priceHelp';
  const line = (level: L) =>
    level === 'showroom' && showroomPrivacy
      ? t('collections.followsNow', { privacy: t(`privacy.levels.${showroomPrivacy}`) })
      : t(`collections.${help}.${level}`);
  return (
    <Radio.Group id={id} className="gb-privacy__choices" value={value} onChange={(e) => onChange?.(e.target.value as L)} {...aria}>
      {levels.map((level) => (
        <Radio key={level} value={level} className="gb-privacy__choice">
          <span className="gb-privacy__choice-title">{t(`collections.levels.${level}`)}</span>
          <span className="gb-privacy__choice-desc">{line(level)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
