import { AutoComplete, Button, Card, Form, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FINENESS_SUGGESTIONS } from '@gembourse/contracts/jewellery';
import { CURRENCIES, LIMITS } from '@gembourse/contracts/limits';
import { PRODUCT_LIMITS } from '@gembourse/contracts/product-editor';
import type { OwnProductOptions } from '@gembourse/contracts/own-products';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { DescriptionField } from './description-field.tsx';
import { ImagesField } from './images-field.tsx';
import { ResourcesField } from './resources-field.tsx';
import { StonesField } from './stones-field.tsx';
import { VideoField } from './video-field.tsx';
import type { InfoValues } from './product-values.ts';

/** The antd form's name: its fields' ids are `product-info_<field>`. */
export const INFO_FORM = 'product-info';

interface InfoStepProps {
  kit: FormKit<InfoValues>;
  options: OwnProductOptions | undefined;
}

/** A section of the step: a titled card, so a long form reads as parts. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card size="small" title={<h2 className="gb-pe-section__title">{title}</h2>} className="gb-pe-section">
      {children}
    </Card>
  );
}

/**
 * Step 1, product information (SPEC §3 Product): every field of ZProductInfoInput. The form itself (antd Form with its
 * values) belongs to the wizard; this is its body.
 */
export function InfoStep({ kit, options }: InfoStepProps) {
  const { t } = useTranslation('productEditor');
  const tagsMax = LIMITS.productTagsMax;
  return (
    <>
      <Section title={t('info.sections.basics')}>
        <div className="gb-pe-grid">
          <Form.Item name="name" label={t('info.name')} className="gb-pe-grid__wide" {...kit.item('name')}>
            <TrimmedInput {...kit.input('name')} showCount autoComplete="off" />
          </Form.Item>
          <Form.Item name="sku" label={t('info.sku')} {...kit.item('sku')}>
            <TrimmedInput {...kit.input('sku')} autoComplete="off" />
          </Form.Item>
          <Form.Item name="brandId" label={t('info.brand')} extra={t('info.brandHint')} {...kit.item('brandId')}>
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('info.defaultBrand')}
              options={(options?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
          <Form.Item name="categories" label={t('info.categories')} className="gb-pe-grid__wide" {...kit.item('categories')}>
            <DictionarySelect<number[]>
              dictCode="product_category"
              mode="multiple"
              maxTagCount={undefined}
              placeholder={t('info.choose')}
            />
          </Form.Item>
          <Form.Item
            name="tags"
            label={t('info.tags')}
            extra={t('info.tagsHint', { max: tagsMax })}
            className="gb-pe-grid__wide"
            {...kit.item('tags')}
          >
            <Select<string[]>
              mode="tags"
              maxCount={tagsMax}
              tokenSeparators={[',', '，']}
              options={(options?.tags ?? []).map((tag) => ({ value: tag, label: tag }))}
              placeholder={t('info.tagsPlaceholder')}
            />
          </Form.Item>
        </div>
      </Section>

      <Section title={t('info.sections.price')}>
        <div className="gb-pe-grid">
          <Form.Item name="currency" label={t('info.currency')} {...kit.item('currency')}>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="price" label={t('info.price')} {...kit.item('price')}>
            <InputNumber {...kit.input('price')} step={0.01} className="gb-pe-number" />
          </Form.Item>
          <Form.Item name="minOrder" label={t('info.minOrder')} dependencies={['noMinOrderNote']} {...kit.item('minOrder')}>
            <TrimmedInput {...kit.input('minOrder')} placeholder={t('info.minOrderPlaceholder')} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="noMinOrderNote"
            label={t('info.noMinOrderNote')}
            extra={t('info.noMinOrderHint')}
            dependencies={['minOrder']}
            {...kit.item('noMinOrderNote')}
          >
            <TrimmedInput {...kit.input('noMinOrderNote')} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.List name="variants">
          {(rows, { add, remove }) => (
            <div className="gb-pe-rows">
              <h3 className="gb-pe-subtitle">{t('info.variants')}</h3>
              {rows.map((row, index) => (
                <div key={row.key} className="gb-pe-row" role="group" aria-label={t('info.variantN', { n: index + 1 })}>
                  <Form.Item
                    name={[row.name, 'name']}
                    label={t('info.variantName')}
                    className="gb-pe-row__name"
                    {...kit.item(['variants', row.name, 'name'])}
                  >
                    <TrimmedInput {...kit.input(['variants', row.name, 'name'])} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'sku']} label={t('info.variantSku')} {...kit.item(['variants', row.name, 'sku'])}>
                    <TrimmedInput {...kit.input(['variants', row.name, 'sku'])} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'price']} label={t('info.variantPrice')} {...kit.item(['variants', row.name, 'price'])}>
                    <InputNumber {...kit.input(['variants', row.name, 'price'])} step={0.01} className="gb-pe-number" />
                  </Form.Item>
                  <div className="gb-pe-row__buttons">
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('info.removeVariantN', { n: index + 1 })}
                      onClick={() => remove(row.name)}
                    />
                  </div>
                </div>
              ))}
              {rows.length < PRODUCT_LIMITS.variantsMax ? (
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', sku: '', price: null })}>
                  {t('info.addVariant')}
                </Button>
              ) : null}
            </div>
          )}
        </Form.List>
      </Section>

      <Section title={t('info.sections.media')}>
        <Form.Item name="images" label={t('info.images')} extra={t('info.imagesHint')} {...kit.item('images')}>
          <ImagesField />
        </Form.Item>
        <Form.Item name="videoUrl" label={t('info.video')} extra={t('info.videoHint')} {...kit.item('videoUrl')}>
          <VideoField />
        </Form.Item>
        <Form.Item label={t('info.resources')} extra={t('info.resourcesHint', { max: LIMITS.productResourcesMax })}>
          <ResourcesField kit={kit} />
        </Form.Item>
      </Section>

      <Section title={t('info.sections.jewellery')}>
        <div className="gb-pe-grid">
          <Form.Item name="metal" label={t('info.metal')} {...kit.item('metal')}>
            <DictionarySelect<number> dictCode="metal" allowClear placeholder={t('info.choose')} />
          </Form.Item>
          <Form.Item name="fineness" label={t('info.fineness')} {...kit.item('fineness')}>
            <AutoComplete
              options={FINENESS_SUGGESTIONS.map((value) => ({ value }))}
              allowClear
              placeholder="18K/750"
              filterOption={(input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
          <Form.Item name="grossWeightGrams" label={t('info.grossWeight')} {...kit.item('grossWeightGrams')}>
            <InputNumber {...kit.input('grossWeightGrams')} step={0.01} suffix="g" className="gb-pe-number" />
          </Form.Item>
          <Form.Item
            name="metalWeightGrams"
            label={t('info.metalWeight')}
            dependencies={['grossWeightGrams']}
            {...kit.item('metalWeightGrams')}
          >
            <InputNumber {...kit.input('metalWeightGrams')} step={0.01} suffix="g" className="gb-pe-number" />
          </Form.Item>
        </div>
        <h3 className="gb-pe-subtitle">{t('stones.title')}</h3>
        <StonesField kit={kit} />
      </Section>

      <Card size="small" className="gb-pe-section">
        <Form.Item
          name="descriptionHtml"
          label={<span id={`${INFO_FORM}_descriptionHtml-label`}>{t('info.description')}</span>}
          {...kit.item('descriptionHtml')}
        >
          <DescriptionField aria-labelledby={`${INFO_FORM}_descriptionHtml-label`} />
        </Form.Item>
      </Card>
    </>
  );
}
