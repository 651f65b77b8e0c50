import { App, Button, Form, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZAnswerQuestion, type AnswerQuestion, type OwnQuestion } from '@gembourse/contracts/product-questions';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { answerQuestion, ownQuestionKeys } from './questions-api.ts';

interface AnswerValues {
  answer?: string;
}
// The answer's length rule is the contract's (QUESTION_LIMITS.answerMax through ZAnswerQuestion).
const ANSWER_KIT: FormKitConfig<AnswerValues> = {
  schema: ZAnswerQuestion,
  toRequest: (values) => ({ answer: values.answer ?? '' }),
};

/** The supplier's answer to one question; an existing answer opens for editing. */
export function AnswerForm({ question, onDone }: { question: OwnQuestion; onDone?: () => void }) {
  const { t } = useTranslation('showroom');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AnswerValues>();
  const kit = useFormKit(form, ANSWER_KIT);
  const save = useMutation({
    mutationFn: (body: AnswerQuestion) => answerQuestion(question.id, body.answer),
    onSuccess: () => {
      void message.success(t('questions.saved'));
      void client.invalidateQueries({ queryKey: ownQuestionKeys.all });
      onDone?.();
    },
    onError: (error) => kit.showServerErrors(error),
  });
  const id = `gb-answer-${question.id}`;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ answer: question.answer ?? '' }}
      onFinish={(values) => {
        const body = kit.parse<AnswerQuestion>(ANSWER_KIT.toRequest(values));
        if (body) save.mutate(body);
      }}
      className="gb-sq-answer"
    >
      <Form.Item name="answer" label={t('questions.answerLabel')} htmlFor={id} {...kit.item('answer')}>
        <TrimmedTextArea id={id} {...kit.input('answer')} showCount rows={3} placeholder={t('questions.answerPlaceholder')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {question.answer != null ? t('questions.update') : t('questions.send')}
        </Button>
        {onDone ? <Button onClick={onDone}>{t('questions.cancel')}</Button> : null}
      </Space>
    </Form>
  );
}
