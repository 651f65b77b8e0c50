import { Card, DatePicker, Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AVAILABILITIES, PRODUCT_VISIBILITIES, settingInForce } from '@gembourse/contracts/product';
import { PRODUCT_LIMITS } from '@gembourse/contracts/product-editor';
import type { OwnProductOptions } from '@gembourse/contracts/own-products';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useShowroomPrivacy } from '../api.ts';
import { VisibilityChoices } from '../components/visibility-choices.tsx';
import { VisibilityInForce } from '../components/visibility-in-force.tsx';
import type { AvailabilityValues } from './product-values.ts';
import { INSTANT_FORMAT } from '../picker-formats.ts';

/** The antd form's name: its fields' ids are `product-availability_<field>`. */
export const AVAILABILITY_FORM = 'product-availability';

interface AvailabilityStepProps {
  kit: FormKit<AvailabilityValues>;
  options: OwnProductOptions | undefined;
}

/**
 * Step 2, availability (SPEC §3 Product): how it is sold (immediately, pre-order with a delivery window, or from
 * stock with a count), who sees it and its price, when it is released, its place in the showroom and its collections.
 * Only the chosen availability's own fields show.
 */
export function AvailabilityStep({ kit, options }: AvailabilityStepProps) {
  const { t } = useTranslation('productEditor');
  const form = Form.useFormInstance<AvailabilityValues>();
  const availability = Form.useWatch('availability', form);
  const visibility = Form.useWatch('visibility', form);
  const priceVisibility = Form.useWatch('priceVisibility', form);
  // The showroom's privacy, which "as the showroom" follows and a level of the product's own overrides.
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const privacy = useShowroomPrivacy(companyId ?? 0).data?.productPrivacy;
  const inForce = (level: typeof visibility) => (level && privacy ? settingInForce(level, privacy) : null);
  const label = (field: string) => `${AVAILABILITY_FORM}_${field}-label`;
  return (
    <>
      <Card size="small" title={<h2 className="gb-pe-section__title">{t('availability.sections.sale')}</h2>} className="gb-pe-section">
        <Form.Item
          name="availability"
          label={<span id={label('availability')}>{t('availability.availability')}</span>}
          {...kit.item('availability')}
        >
          <Radio.Group aria-labelledby={label('availability')} className="gb-pe-choices">
            {AVAILABILITIES.map((a) => (
              <Radio key={a} value={a} className="gb-pe-choice">
                <span className="gb-pe-choice__title">{t(`availability.kinds.${a}`)}</span>
                <span className="gb-pe-choice__desc">{t(`availability.kindHelp.${a}`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {availability === 'preorder' ? (
          <div className="gb-pe-grid">
            <Form.Item name="preorderFrom" label={t('availability.preorderFrom')} {...kit.item('preorderFrom')}>
              <DatePicker className="gb-pe-date" />
            </Form.Item>
            <Form.Item name="preorderTo" label={t('availability.preorderTo')} dependencies={['preorderFrom']} {...kit.item('preorderTo')}>
              <DatePicker className="gb-pe-date" />
            </Form.Item>
          </div>
        ) : null}
        {availability === 'stock' ? (
          <div className="gb-pe-grid">
            <Form.Item name="stock" label={t('availability.stock')} {...kit.item('stock')}>
              <InputNumber {...kit.input('stock')} precision={0} className="gb-pe-number" />
            </Form.Item>
            <Form.Item
              name="trackInventory"
              label={t('availability.trackInventory')}
              extra={t('availability.trackInventoryHint')}
              valuePropName="checked"
              {...kit.item('trackInventory')}
            >
              <Switch />
            </Form.Item>
          </div>
        ) : null}
        <Form.Item
          name="immediate"
          label={t('availability.immediate')}
          extra={t('availability.immediateHint')}
          valuePropName="checked"
          {...kit.item('immediate')}
        >
          <Switch />
        </Form.Item>
      </Card>

      <Card size="small" title={<h2 className="gb-pe-section__title">{t('availability.sections.audience')}</h2>} className="gb-pe-section">
        <Form.Item
          name="visibility"
          label={<span id={label('visibility')}>{t('availability.visibility')}</span>}
          {...kit.item('visibility')}
        >
          <VisibilityChoices
            audience="visibility"
            levels={PRODUCT_VISIBILITIES}
            showroomPrivacy={privacy}
            aria-labelledby={label('visibility')}
          />
        </Form.Item>
        <VisibilityInForce audience="visibility" setting={inForce(visibility)} privacy={privacy} />
        <Form.Item
          name="priceVisibility"
          label={<span id={label('priceVisibility')}>{t('availability.priceVisibility')}</span>}
          {...kit.item('priceVisibility')}
        >
          <VisibilityChoices
            audience="price"
            levels={PRODUCT_VISIBILITIES}
            showroomPrivacy={privacy}
            aria-labelledby={label('priceVisibility')}
          />
        </Form.Item>
        <VisibilityInForce audience="price" setting={inForce(priceVisibility)} privacy={privacy} />
      </Card>

      <Card size="small" title={<h2 className="gb-pe-section__title">{t('availability.sections.showroom')}</h2>} className="gb-pe-section">
        <div className="gb-pe-grid">
          <Form.Item name="releaseAt" label={t('availability.releaseAt')} extra={t('availability.releaseHint')} {...kit.item('releaseAt')}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={INSTANT_FORMAT}
              className="gb-pe-date"
              placeholder={t('availability.releaseNow')}
            />
          </Form.Item>
          <Form.Item
            name="displaySeq"
            label={t('availability.displaySeq')}
            extra={t('availability.displaySeqHint')}
            {...kit.item('displaySeq')}
          >
            <InputNumber {...kit.input('displaySeq')} precision={0} className="gb-pe-number" />
          </Form.Item>
        </div>
        <Form.Item name="collectionIds" label={t('availability.collections')} {...kit.item('collectionIds')}>
          <Select<number[]>
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            maxCount={PRODUCT_LIMITS.collectionsMax}
            placeholder={t('availability.noCollection')}
            options={(options?.collections ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Card>
    </>
  );
}
