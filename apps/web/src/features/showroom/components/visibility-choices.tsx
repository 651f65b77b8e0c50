import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES } from '@gembourse/contracts/product';
import type { Visibility } from '../collection-form-values.ts';

interface VisibilityChoicesProps {
  /** What the levels decide: who sees the collection, or who sees its prices (each level's line says it for that). */
  audience: 'visibility' | 'price';
  id?: string;
  value?: Visibility;
  onChange?: (value: Visibility) => void;
  'aria-labelledby'?: string;
}

/** The four levels (Launch, Community, Public, Private), each with the one line that says who sees. An antd form control. */
export function VisibilityChoices({ audience, id, value, onChange, ...aria }: VisibilityChoicesProps) {
  const { t } = useTranslation('showroom');
  const help = audience === 'visibility' ? 'visibilityHelp' : 'priceHelp';
  return (
    <Radio.Group id={id} className="gb-privacy__choices" value={value} onChange={(e) => onChange?.(e.target.value as Visibility)} {...aria}>
      {VISIBILITIES.map((level) => (
        <Radio key={level} value={level} className="gb-privacy__choice">
          <span className="gb-privacy__choice-title">{t(`collections.levels.${level}`)}</span>
          <span className="gb-privacy__choice-desc">{t(`collections.${help}.${level}`)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
