import { useState } from 'react';
import { Affix, Alert, App, Button, Form, Grid } from 'antd';
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { CompanyUpdate } from '@gembourse/contracts/company-profile';
import { FORM_LAYOUT } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { useLeaveGuard } from '../../../shared/navigation/use-leave-guard.ts';
import { companyKeys } from '../api.ts';
import { BasicSection } from './basic-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { editorKeys, updateCompany } from './editor-api.ts';
import { EDITOR_KIT } from './editor-kit.ts';
import { changesOf, toUpdate, valuesOf, type EditorValues } from './editor-values.ts';
import { MediaSection } from './media-section.tsx';
import { VideoConferenceSection } from './video-conference-section.tsx';

/** The editor's tab name (shared/session/workspace-pages.ts), for the leave warning. */
const PAGE_NAME = 'CompanyProfileEdit';

/** The profile form: all sections, one Save that sends only the changed fields (SPEC §2, §9 form layout). */
export function CompanyEditorForm({ company, profilePath }: { company: CompanyDetail; profilePath: string }) {
  const { t } = useTranslation(['companyEditor', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const vertical = !screens.md;
  const [form] = Form.useForm<EditorValues>();
  const kit = useFormKit(form, EDITOR_KIT);
  const [initial] = useState(() => valuesOf(company));
  // What the server holds: the starting point of "changed", replaced by the answer of each save.
  const [baseline, setBaseline] = useState(() => toUpdate(initial));
  const [savedVideo, setSavedVideo] = useState(company.video);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  useLeaveGuard({ dirty: dirty && !saving, pageName: PAGE_NAME, ns: 'companyEditor' });

  const changes = () => changesOf(toUpdate(form.getFieldsValue(true) as EditorValues), baseline);

  const save = async () => {
    setFormError(null);
    const body = changes();
    if (!Object.keys(body).length) {
      void message.info({ content: t('save.nothing'), key: 'gb-editor-save' });
      return;
    }
    // The server's schema, applied here too (ARCHITECTURE §8): the field rules gave the precise messages already.
    const parsed = kit.parse<CompanyUpdate>(body);
    if (!parsed) {
      void message.warning({ content: t('errors:checkForm'), key: 'gb-editor-check' });
      return;
    }
    setSaving(true);
    try {
      const answer = await updateCompany(parsed);
      queryClient.setQueryData(editorKeys.company(company.id), answer);
      // The public profile, its cached languages and the directory cards show what changed.
      void queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.id), predicate: (q) => q.queryKey[3] !== 'editor' });
      void queryClient.invalidateQueries({ queryKey: [...companyKeys.all, 'list'] });
      const next = valuesOf(answer);
      form.setFieldsValue(next);
      setBaseline(toUpdate(next));
      setSavedVideo(answer.video);
      setDirty(false);
      void message.success({ content: t('errors:updateSuccess'), key: 'gb-editor-save' });
    } catch (error) {
      // The error catalogue has toasted the server's message; field errors also go under their inputs.
      setFormError(kit.showServerErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<EditorValues>
      form={form}
      name="company-editor"
      className="gb-editor__form"
      layout={vertical ? 'vertical' : 'horizontal'}
      {...(vertical ? {} : FORM_LAYOUT)}
      labelWrap
      // The browser's own checks of type=url/email inputs would block the submit before the form's messages.
      noValidate
      initialValues={initial}
      onFinish={() => void save()}
      onFinishFailed={() => void message.warning({ content: t('errors:checkForm'), key: 'gb-editor-check' })}
      onValuesChange={() => {
        setDirty(Object.keys(changes()).length > 0);
        if (formError) setFormError(null);
      }}
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-editor__alert" role="alert" /> : null}
      <BasicSection kit={kit} currency={company.preferredCurrency} />
      <ContactSection kit={kit} />
      <MediaSection kit={kit} savedVideo={savedVideo} />
      <DocumentsSection kit={kit} />
      <VideoConferenceSection kit={kit} />
      <Affix offsetBottom={0}>
        <div className="gb-editor__bar">
          <span className="gb-editor__bar-state" aria-live="polite">
            {dirty ? t('save.unsaved') : t('save.clean')}
          </span>
          <Link to={profilePath}>
            <Button icon={<EyeOutlined />}>{t('viewProfile')}</Button>
          </Link>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
            {t('save.button')}
          </Button>
        </div>
      </Affix>
    </Form>
  );
}
