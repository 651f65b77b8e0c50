import { App, Button, Checkbox, Form } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZAskQuestion, type AskQuestion } from '@gembourse/contracts/product-questions';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { askQuestion, productDetailKeys } from './product-detail-api.ts';

interface AskValues {
  body?: string;
  anonymous?: boolean;
}

// Length rules and counts come from the contract's ZAskQuestion (QUESTION_LIMITS), worded by the form kit.
const ASK_KIT: FormKitConfig<AskValues> = {
  schema: ZAskQuestion,
  toRequest: (values) => ({ body: values.body ?? '', anonymous: values.anonymous ?? false }),
};

/** A member's question to the supplier: plain text, anonymous only where the supplier allows it. */
export function AskForm({ productId, anonymousAllowed }: { productId: number; anonymousAllowed: boolean }) {
  const { t } = useTranslation('productDetail');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AskValues>();
  const kit = useFormKit(form, ASK_KIT);
  const ask = useMutation({
    mutationFn: (body: AskQuestion) => askQuestion(productId, body),
    onSuccess: () => {
      void message.success(t('qa.sent'));
      form.resetFields();
      void client.invalidateQueries({ queryKey: productDetailKeys.questions(productId) });
    },
    onError: (error) => kit.showServerErrors(error),
  });
  const submit = async (values: AskValues) => {
    const body = kit.parse<AskQuestion>(ASK_KIT.toRequest({ ...values, anonymous: anonymousAllowed && values.anonymous }));
    if (body) ask.mutate(body);
  };
  return (
    <Form form={form} layout="vertical" className="gb-pd-ask" onFinish={(values) => void submit(values)} aria-label={t('qa.ask')}>
      <Form.Item name="body" label={t('qa.body')} htmlFor="gb-pd-ask-body" {...kit.item('body')}>
        <TrimmedTextArea id="gb-pd-ask-body" {...kit.input('body')} showCount rows={3} placeholder={t('qa.placeholder')} />
      </Form.Item>
      {anonymousAllowed ? (
        <Form.Item name="anonymous" valuePropName="checked">
          <Checkbox>{t('qa.anonymousBox')}</Checkbox>
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={ask.isPending}>
        {t('qa.send')}
      </Button>
    </Form>
  );
}
