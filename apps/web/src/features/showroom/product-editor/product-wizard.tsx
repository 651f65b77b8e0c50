import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Grid, Skeleton, Space, Steps, Tag } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, EyeOutlined, RightOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERM } from '@gembourse/contracts/permissions';
import {
  PRODUCT_STEPS,
  type OwnProductDetail,
  type ProductAvailabilityInput,
  type ProductInfoInput,
  type ProductStep,
} from '@gembourse/contracts/product-editor';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { useLeaveGuard } from '../../../shared/navigation/use-leave-guard.ts';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { useCloseCurrentPage } from '../../../shared/session/use-close-page.ts';
import { showroomKeys, useOwnProductOptions, useShowroomSettings } from '../api.ts';
import { AvailabilityStep, AVAILABILITY_FORM } from './availability-step.tsx';
import { InfoStep, INFO_FORM } from './info-step.tsx';
import { publishProduct, saveProductAvailability, saveProductInfo, useOwnProductDetail } from './product-api.ts';
import {
  AVAILABILITY_KIT,
  availabilityValuesOf,
  INFO_KIT,
  infoValuesOf,
  toAvailabilityRequest,
  toInfoRequest,
  type AvailabilityValues,
  type InfoValues,
} from './product-values.ts';
import { SummaryStep } from './summary-step.tsx';
import './product-editor.css';

/** The supplier's product list: where the wizard closes to, and the way back from a product that is not found. */
export const PRODUCT_LIST_PATH = '/home/showroom-product';
export const editPathOf = (id: number, step: ProductStep) => `/home/showroom-product-edit?id=${id}&step=${step}`;
export const previewPathOf = (id: number) => `/home/showroom-product-preview?id=${id}&as=member`;

/** The step a reopened draft starts on: the first one not saved yet (the summary once both are). */
export function resumeStepOf(detail: Pick<OwnProductDetail, 'completedSteps'>): ProductStep {
  return PRODUCT_STEPS.find((s) => !detail.completedSteps.includes(s)) ?? 'summary';
}

interface ProductWizardProps {
  companyId: number;
  /** The product being edited, or null for a new one (its first save creates it and moves to its edit page). */
  id: number | null;
  step: ProductStep;
  /** Shows another step (the edit page keeps it in the URL). */
  onStep: (step: ProductStep) => void;
  /** The workspace page this wizard is on (its leave guard's keep-alive check). */
  pageName: string;
}

/**
 * The product wizard (SPEC §2 "Product form in steps"): product information, then availability, then the summary,
 * with Back, Save and continue, and Save and publish at each step. Every step is saved on the server as it is left,
 * so a draft survives a reload; publishing is the list's batch action (it refuses a product without an image).
 */
export function ProductWizard(props: ProductWizardProps) {
  const { t } = useTranslation('productEditor');
  const detail = useOwnProductDetail(props.companyId, props.id);
  if (props.id !== null && detail.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={errorMessageOf(detail.error)}
        action={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>}
      />
    );
  if (props.id !== null && !detail.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <WizardBody {...props} detail={detail.data ?? null} refetch={() => detail.refetch().then((r) => r.data ?? null)} />;
}

interface WizardBodyProps extends ProductWizardProps {
  detail: OwnProductDetail | null;
  refetch: () => Promise<OwnProductDetail | null>;
}

function WizardBody({ companyId, id, step, onStep, pageName, detail, refetch }: WizardBodyProps) {
  const { t } = useTranslation(['productEditor', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const closeCurrent = useCloseCurrentPage();
  const canPublish = usePermission(PERM.showroomProductPublish);
  // On a phone the step titles go under their numbers, so "Availability" is not broken in the middle.
  const wide = Grid.useBreakpoint().md ?? true;
  const options = useOwnProductOptions(companyId);
  const settings = useShowroomSettings(companyId);
  const [infoForm] = Form.useForm<InfoValues>();
  const [availabilityForm] = Form.useForm<AvailabilityValues>();
  const infoKit = useFormKit(infoForm, INFO_KIT);
  const availabilityKit = useFormKit(availabilityForm, AVAILABILITY_KIT);
  const [saving, setSaving] = useState<'continue' | 'publish' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A step's form is mounted when first shown and kept (hidden) after, so going back never drops typed values.
  const [visited, setVisited] = useState<ReadonlySet<ProductStep>>(() => new Set([step]));
  if (!visited.has(step)) setVisited(new Set([...visited, step]));

  // Unsaved edits per step: the ref answers the leave guard at once, the state re-renders the unload listener.
  const dirtyRef = useRef(new Set<ProductStep>());
  const [dirty, setDirty] = useState(false);
  const markDirty = (s: ProductStep) => {
    dirtyRef.current.add(s);
    setDirty(true);
    setFormError(null);
  };
  const markClean = (s: ProductStep) => {
    dirtyRef.current.delete(s);
    setDirty(dirtyRef.current.size > 0);
  };
  const isDirty = useCallback(() => dirtyRef.current.size > 0, []);
  useLeaveGuard({ dirty, isDirty, pageName, ns: 'productEditor' });

  const [infoInitial] = useState(() => infoValuesOf(detail, settings.data?.preferredCurrency));
  // A new product starts in the showroom's preferred currency once the settings arrive, unless one was chosen.
  const preferred = settings.data?.preferredCurrency;
  useEffect(() => {
    if (id === null && preferred && !infoForm.isFieldTouched('currency')) infoForm.setFieldValue('currency', preferred);
  }, [id, preferred, infoForm]);
  const completed = new Set(detail?.completedSteps ?? []);
  const index = PRODUCT_STEPS.indexOf(step);

  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId), predicate: (q) => q.queryKey[3] === 'list' });
  };

  /** Checks the step's form (every field's rule, then the contract on the whole request); false: messages shown. */
  const checked = async <T,>(kit: { validate: () => Promise<unknown> }, parse: () => T | undefined): Promise<T | undefined> => {
    if (!(await kit.validate())) {
      void message.warning({ content: t('errors:checkForm'), key: 'product-check' });
      return undefined;
    }
    const body = parse();
    if (!body) void message.warning({ content: t('errors:checkForm'), key: 'product-check' });
    return body;
  };

  /** Saves the step on screen; answers the product's id, or null when nothing was saved (messages shown). */
  const saveStep = async (): Promise<number | null> => {
    if (step === 'info') {
      const body = await checked(infoKit, () =>
        infoKit.parse<ProductInfoInput>(toInfoRequest(infoForm.getFieldsValue(true) as InfoValues)),
      );
      if (!body) return null;
      try {
        const saved = await saveProductInfo(body);
        markClean('info');
        infoForm.setFieldValue('id', saved.id);
        return saved.id;
      } catch (error) {
        setFormError(infoKit.showServerErrors(error));
        return null;
      }
    }
    if (step === 'availability') {
      const body = await checked(availabilityKit, () =>
        availabilityKit.parse<ProductAvailabilityInput>(toAvailabilityRequest(availabilityForm.getFieldsValue(true) as AvailabilityValues)),
      );
      if (!body) return null;
      try {
        const saved = await saveProductAvailability(body);
        markClean('availability');
        return saved.id;
      } catch (error) {
        setFormError(availabilityKit.showServerErrors(error));
        return null;
      }
    }
    return id;
  };

  const next = PRODUCT_STEPS[index + 1];
  const previous = PRODUCT_STEPS[index - 1];

  const saveAndContinue = async () => {
    setFormError(null);
    setSaving('continue');
    try {
      const savedId = await saveStep();
      if (savedId === null || !next) return;
      invalidate();
      void message.success({ content: t('saved'), key: 'product-save' });
      // A new product moves to its own edit page (state in the URL): a reload reopens the draft at the next step.
      if (id === null) return closeCurrent(editPathOf(savedId, next));
      await refetch();
      onStep(next);
    } finally {
      setSaving(null);
    }
  };

  const saveAndPublish = async () => {
    setFormError(null);
    setSaving('publish');
    try {
      const savedId = await saveStep();
      if (savedId === null) return;
      invalidate();
      try {
        await publishProduct(savedId);
      } catch {
        // The catalogue's toast says why (a product without an image is named); the saved draft stays open.
        if (id === null) closeCurrent(editPathOf(savedId, step));
        else await refetch();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId) });
      void message.success({ content: t('published'), key: 'product-save' });
      closeCurrent(PRODUCT_LIST_PATH);
    } finally {
      setSaving(null);
    }
  };

  const goTo = (target: ProductStep) => {
    setFormError(null);
    onStep(target);
  };
  // A later step opens once the steps before it are saved (the summary shows what is stored).
  const reachable = (s: ProductStep) => PRODUCT_STEPS.slice(0, PRODUCT_STEPS.indexOf(s)).every((before) => completed.has(before));

  const stepItems = PRODUCT_STEPS.map((s) => ({
    key: s,
    title: t(`steps.${s}`),
    disabled: id === null ? s !== 'info' : !reachable(s),
  }));

  return (
    <div className="gb-pe">
      <div className="gb-pe__head">
        <Steps
          current={index}
          items={stepItems}
          onChange={(i) => {
            const target = PRODUCT_STEPS[i];
            if (target && target !== step) goTo(target);
          }}
          responsive={false}
          titlePlacement={wide ? 'horizontal' : 'vertical'}
          size="small"
          className="gb-pe__steps"
        />
        {detail ? (
          <Space wrap className="gb-pe__status">
            <Tag color={detail.published ? 'green' : 'default'}>{t(detail.published ? 'status.published' : 'status.draft')}</Tag>
            <Link to={previewPathOf(detail.id)}>
              <EyeOutlined aria-hidden /> {t('preview')}
            </Link>
          </Space>
        ) : null}
      </div>

      {formError ? <Alert type="error" showIcon title={formError} role="alert" className="gb-pe__error" /> : null}

      <div hidden={step !== 'info'}>
        {visited.has('info') ? (
          <Form<InfoValues>
            form={infoForm}
            name={INFO_FORM}
            layout="vertical"
            noValidate
            initialValues={infoInitial}
            onValuesChange={() => markDirty('info')}
          >
            <InfoStep kit={infoKit} options={options.data} />
          </Form>
        ) : null}
      </div>
      {detail ? (
        <div hidden={step !== 'availability'}>
          {visited.has('availability') ? (
            <Form<AvailabilityValues>
              form={availabilityForm}
              name={AVAILABILITY_FORM}
              layout="vertical"
              noValidate
              initialValues={availabilityValuesOf(detail)}
              onValuesChange={() => markDirty('availability')}
            >
              <AvailabilityStep kit={availabilityKit} options={options.data} />
            </Form>
          ) : null}
        </div>
      ) : null}
      {detail && step === 'summary' ? <SummaryStep detail={detail} options={options.data} /> : null}

      <div className="gb-pe__footer" role="group" aria-label={t('actions')}>
        <Button onClick={() => closeCurrent(PRODUCT_LIST_PATH)}>{t('cancel')}</Button>
        <span className="gb-pe__spacer" />
        {previous ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => goTo(previous)} disabled={saving !== null}>
            {t('back')}
          </Button>
        ) : null}
        {next ? (
          <Button
            type={canPublish ? 'default' : 'primary'}
            icon={<RightOutlined />}
            iconPlacement="end"
            loading={saving === 'continue'}
            disabled={saving === 'publish'}
            onClick={() => void saveAndContinue()}
          >
            {t('saveAndContinue')}
          </Button>
        ) : null}
        {canPublish && !(step === 'summary' && detail?.published) ? (
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={saving === 'publish'}
            disabled={saving === 'continue'}
            onClick={() => void saveAndPublish()}
          >
            {step === 'summary' ? t('publish') : t('saveAndPublish')}
          </Button>
        ) : null}
        {step === 'summary' && (detail?.published || !canPublish) ? (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => closeCurrent(PRODUCT_LIST_PATH)}>
            {t('done')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
