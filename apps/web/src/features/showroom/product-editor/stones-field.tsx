import { AutoComplete, Button, Card, Form, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_LABS, JEWELLERY_LIMITS } from '@gembourse/contracts/jewellery';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { NEW_STONE, type InfoValues } from './product-values.ts';

/** Grades buyers ask for most; anything else is typed (colour and clarity are graded differently per stone). */
const COLOUR_SUGGESTIONS = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
const CLARITY_SUGGESTIONS = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1'];
const CUT_SUGGESTIONS = ['Excellent', 'Very Good', 'Good', 'Fair'];
const suggestions = (list: readonly string[]) => list.map((value) => ({ value }));

/**
 * The stones set in the product, a card each (type and count first, then grading, then certificate), at most
 * JEWELLERY_LIMITS.stonesMax. Dictionary lists give type, shape and treatment in the viewer's language.
 */
export function StonesField({ kit }: { kit: FormKit<InfoValues> }) {
  const { t } = useTranslation('productEditor');
  const max = JEWELLERY_LIMITS.stonesMax;
  const path = (row: number, field: string) => ['stones', row, field];
  return (
    <Form.List name="stones">
      {(rows, { add, remove }) => (
        <div className="gb-pe-stones">
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              className="gb-pe-stone"
              title={t('stones.stoneN', { n: index + 1 })}
              role="group"
              aria-label={t('stones.stoneN', { n: index + 1 })}
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('stones.removeN', { n: index + 1 })}
                  onClick={() => remove(row.name)}
                >
                  {t('stones.remove')}
                </Button>
              }
            >
              <div className="gb-pe-stone__grid">
                <Form.Item name={[row.name, 'type']} label={t('stones.type')} {...kit.item(path(row.name, 'type'))}>
                  <DictionarySelect<number> dictCode="stone_type" placeholder={t('stones.choose')} />
                </Form.Item>
                <Form.Item name={[row.name, 'shape']} label={t('stones.shape')} {...kit.item(path(row.name, 'shape'))}>
                  <DictionarySelect<number> dictCode="stone_shape" allowClear placeholder={t('stones.choose')} />
                </Form.Item>
                <Form.Item name={[row.name, 'count']} label={t('stones.count')} {...kit.item(path(row.name, 'count'))}>
                  <InputNumber {...kit.input(path(row.name, 'count'))} precision={0} className="gb-pe-number" />
                </Form.Item>
                <Form.Item name={[row.name, 'carat']} label={t('stones.carat')} {...kit.item(path(row.name, 'carat'))}>
                  <InputNumber {...kit.input(path(row.name, 'carat'))} step={0.01} className="gb-pe-number" suffix="ct" />
                </Form.Item>
                <Form.Item name={[row.name, 'size']} label={t('stones.size')} {...kit.item(path(row.name, 'size'))}>
                  <TrimmedInput {...kit.input(path(row.name, 'size'))} placeholder={t('stones.sizePlaceholder')} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[row.name, 'colour']} label={t('stones.colour')} {...kit.item(path(row.name, 'colour'))}>
                  <AutoComplete {...kit.input(path(row.name, 'colour'))} options={suggestions(COLOUR_SUGGESTIONS)} allowClear />
                </Form.Item>
                <Form.Item name={[row.name, 'clarity']} label={t('stones.clarity')} {...kit.item(path(row.name, 'clarity'))}>
                  <AutoComplete {...kit.input(path(row.name, 'clarity'))} options={suggestions(CLARITY_SUGGESTIONS)} allowClear />
                </Form.Item>
                <Form.Item name={[row.name, 'cut']} label={t('stones.cut')} {...kit.item(path(row.name, 'cut'))}>
                  <AutoComplete {...kit.input(path(row.name, 'cut'))} options={suggestions(CUT_SUGGESTIONS)} allowClear />
                </Form.Item>
                <Form.Item name={[row.name, 'treatment']} label={t('stones.treatment')} {...kit.item(path(row.name, 'treatment'))}>
                  <DictionarySelect<number> dictCode="stone_treatment" allowClear placeholder={t('stones.choose')} />
                </Form.Item>
                <Form.Item name={[row.name, 'origin']} label={t('stones.origin')} {...kit.item(path(row.name, 'origin'))}>
                  <TrimmedInput {...kit.input(path(row.name, 'origin'))} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'certificateLab']}
                  label={t('stones.certificateLab')}
                  dependencies={[path(row.name, 'certificateNumber')]}
                  {...kit.item(path(row.name, 'certificateLab'))}
                >
                  <Select
                    allowClear
                    placeholder={t('stones.choose')}
                    options={CERTIFICATE_LABS.map((lab) => ({ value: lab, label: lab === 'other' ? t('stones.otherLab') : lab }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'certificateNumber']}
                  label={t('stones.certificateNumber')}
                  {...kit.item(path(row.name, 'certificateNumber'))}
                >
                  <TrimmedInput {...kit.input(path(row.name, 'certificateNumber'))} autoComplete="off" />
                </Form.Item>
              </div>
            </Card>
          ))}
          {rows.length < max ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_STONE })} className="gb-pe-stones__add">
              {t('stones.add')}
            </Button>
          ) : (
            <p className="gb-pe-hint">{t('stones.full', { max })}</p>
          )}
        </div>
      )}
    </Form.List>
  );
}
