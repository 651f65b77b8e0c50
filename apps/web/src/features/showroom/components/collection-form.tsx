import { App, DatePicker, Form, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCollectionEvents } from '../api.ts';
import type { CollectionValues } from '../collection-form-values.ts';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { VisibilityChoices } from './visibility-choices.tsx';
import { INSTANT_FORMAT } from '../picker-formats.ts';

/** The antd form's name: its fields' ids are `collection-form_<field>`. */
export const COLLECTION_FORM = 'collection-form';

interface CollectionFormProps {
  form: FormInstance<CollectionValues>;
  kit: FormKit<CollectionValues>;
  companyId: number;
  initialValues: CollectionValues;
  /** The event the collection links to now: kept as a choice when it is no longer current (an event that ended). */
  linkedEvent: { id: number; name: string } | null;
  onSubmit: () => void;
  onChange: () => void;
}

/**
 * Every field of ZCollectionInput (SPEC §3 Collection). Required marks, limits and messages come from the contract
 * through the form kit; a field whose rule reads another field lists it in `dependencies`, so changing the release
 * re-checks the final display date at once.
 */
export function CollectionForm({ form, kit, companyId, initialValues, linkedEvent, onSubmit, onChange }: CollectionFormProps) {
  const { t } = useTranslation(['showroom', 'errors']);
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const events = useCollectionEvents(companyId);
  const eventId = Form.useWatch('eventId', form);
  const picturesMax = kit.limits('pictures').max;
  const eventOptions = (events.data ?? []).map((e) => ({ value: e.id, label: `${e.name} · ${formatDate(e.startsAt, locale)}` }));
  if (linkedEvent && !eventOptions.some((o) => o.value === linkedEvent.id))
    eventOptions.unshift({ value: linkedEvent.id, label: linkedEvent.name });

  return (
    <Form<CollectionValues>
      form={form}
      name={COLLECTION_FORM}
      layout="vertical"
      // The browser's own checks would block the submit before the form's messages.
      noValidate
      initialValues={initialValues}
      onFinish={onSubmit}
      onFinishFailed={() => void message.warning({ content: t('errors:checkForm'), key: 'collection-check' })}
      onValuesChange={(changed: Partial<CollectionValues>) => {
        // Exclusive to an event means nothing without one: unlinking the event clears it.
        if ('eventId' in changed && changed.eventId == null) form.setFieldValue('eventExclusive', false);
        onChange();
      }}
    >
      <Form.Item name="name" label={t('collections.form.name')} {...kit.item('name')}>
        <TrimmedInput {...kit.input('name')} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="cover" label={t('collections.form.cover')} {...kit.item('cover')}>
        <ImageUpload purpose="collection" shape="square" addLabel={t('collections.form.addCover')} />
      </Form.Item>
      <Form.Item
        name="pictures"
        label={t('collections.form.pictures')}
        extra={picturesMax === undefined ? undefined : t('collections.form.picturesHint', { max: picturesMax })}
        {...kit.item('pictures')}
      >
        <ImageUpload purpose="collection" shape="square" maxCount={picturesMax} addLabel={t('collections.form.addPicture')} />
      </Form.Item>
      <Form.Item
        name="visibility"
        label={<span id={`${COLLECTION_FORM}_visibility-label`}>{t('collections.form.visibility')}</span>}
        {...kit.item('visibility')}
      >
        <VisibilityChoices audience="visibility" aria-labelledby={`${COLLECTION_FORM}_visibility-label`} />
      </Form.Item>
      <Form.Item
        name="priceVisibility"
        label={<span id={`${COLLECTION_FORM}_priceVisibility-label`}>{t('collections.form.priceVisibility')}</span>}
        {...kit.item('priceVisibility')}
      >
        <VisibilityChoices audience="price" aria-labelledby={`${COLLECTION_FORM}_priceVisibility-label`} />
      </Form.Item>
      <div className="gb-collections__pair">
        <Form.Item
          name="releaseAt"
          label={t('collections.form.releaseAt')}
          extra={t('collections.form.releaseHint')}
          {...kit.item('releaseAt')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={INSTANT_FORMAT} className="gb-collections__date" />
        </Form.Item>
        <Form.Item
          name="finalDisplayAt"
          label={t('collections.form.finalDisplayAt')}
          extra={t('collections.form.finalDisplayHint')}
          dependencies={['releaseAt']}
          {...kit.item('finalDisplayAt')}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={INSTANT_FORMAT}
            placeholder={t('collections.form.datePlaceholder')}
            className="gb-collections__date"
          />
        </Form.Item>
      </div>
      <div className="gb-collections__pair">
        <Form.Item name="shipStartDate" label={t('collections.form.shipStartDate')} {...kit.item('shipStartDate')}>
          <DatePicker placeholder={t('collections.form.datePlaceholder')} className="gb-collections__date" />
        </Form.Item>
        <Form.Item
          name="shipDeadlineDate"
          label={t('collections.form.shipDeadlineDate')}
          dependencies={['shipStartDate']}
          {...kit.item('shipDeadlineDate')}
        >
          <DatePicker placeholder={t('collections.form.datePlaceholder')} className="gb-collections__date" />
        </Form.Item>
      </div>
      <Form.Item name="eventId" label={t('collections.form.eventId')} dependencies={['eventExclusive']} {...kit.item('eventId')}>
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={events.isPending}
          placeholder={t('collections.form.noEvent')}
          options={eventOptions}
        />
      </Form.Item>
      <Form.Item
        name="eventExclusive"
        label={t('collections.form.eventExclusive')}
        valuePropName="checked"
        extra={eventId == null ? t('collections.form.exclusiveNeedsEvent') : t('collections.form.exclusiveHint')}
        {...kit.item('eventExclusive')}
      >
        <Switch disabled={eventId == null} />
      </Form.Item>
      <Form.Item name="description" label={t('collections.form.description')} {...kit.item('description')}>
        <TrimmedTextArea {...kit.input('description')} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </Form>
  );
}
