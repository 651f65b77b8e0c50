import { Button, Form, Select } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JOIN_TYPES } from '@gembourse/contracts/auth';
import { COMPANY_STATUSES, VERIFICATION_STATUSES } from '@gembourse/contracts/company';
import { ZConsoleCompanyQuery } from '@gembourse/contracts/console';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import type { ConsoleCompanyFilters } from '../api.ts';

type FilterValues = Pick<ConsoleCompanyFilters, 'keyword' | 'joinType' | 'status' | 'verification'>;

/**
 * The company list's filter bar. A choice in a select applies at once; a name applies on Enter or Search. Re-keyed
 * by the applied filters, so the bar always shows what the table shows (back button included).
 */
export function CompanyFilters({ value, onChange }: { value: FilterValues; onChange: (next: FilterValues) => void }) {
  const { t } = useTranslation(['console', 'common']);
  const [form] = Form.useForm<FilterValues>();
  const apply = (values: FilterValues) => onChange({ ...values, keyword: values.keyword?.trim() || undefined });
  const select = <V extends string>(name: Exclude<keyof FilterValues, 'keyword'>, values: readonly V[], labelOf: (v: V) => string) => (
    <Form.Item name={name}>
      <Select
        allowClear
        className="gb-console-filters__select"
        aria-label={t(`console:filters.${name}`)}
        placeholder={t(`console:filters.${name}`)}
        options={values.map((v) => ({ value: v, label: labelOf(v) }))}
      />
    </Form.Item>
  );
  return (
    <Form<FilterValues>
      key={JSON.stringify(value)}
      form={form}
      layout="inline"
      className="gb-console-filters"
      initialValues={value}
      onFinish={apply}
      onValuesChange={(changed) => {
        // Typing a name waits for Enter; clearing it shows everything again at once.
        if (!('keyword' in changed) || !changed.keyword) apply(form.getFieldsValue());
      }}
    >
      <Form.Item name="keyword">
        <TrimmedInput
          allowClear
          {...inputLimits(ZConsoleCompanyQuery, 'keyword')}
          className="gb-console-filters__keyword"
          prefix={<SearchOutlined />}
          aria-label={t('console:filters.keyword')}
          placeholder={t('console:filters.keyword')}
        />
      </Form.Item>
      {select('joinType', JOIN_TYPES, (v) => t(`console:joinType.${v}`))}
      {select('status', COMPANY_STATUSES, (v) => t(`console:status.${v}`))}
      {select('verification', VERIFICATION_STATUSES, (v) => t(`console:verification.${v}`))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common:actions.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ReloadOutlined />} onClick={() => onChange({})}>
          {t('console:filters.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
