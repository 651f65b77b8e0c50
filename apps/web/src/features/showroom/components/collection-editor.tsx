import { useState } from 'react';
import { Alert, App, Button, Form, Skeleton, Space, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CollectionInput, OwnCollectionDetail } from '@gembourse/contracts/own-collections';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { saveCollection, showroomKeys, useOwnCollectionDetail } from '../api.ts';
import { COLLECTION_KIT, collectionValuesOf, toCollectionInput, type CollectionValues } from '../collection-form-values.ts';
import { CollectionForm } from './collection-form.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';

interface CollectionEditorProps {
  companyId: number;
  /** The collection to edit, or null for a new one. */
  id: number | null;
  onClose: () => void;
}

/** New collection or Edit: the form in a side panel, loading the collection's every field first when editing. */
export function CollectionEditor({ companyId, id, onClose }: CollectionEditorProps) {
  const { t } = useTranslation('showroom');
  const detail = useOwnCollectionDetail(companyId, id);
  const [form] = Form.useForm<CollectionValues>();
  const [saving, setSaving] = useState(false);
  const title = id === null ? t('collections.form.createTitle') : t('collections.form.editTitle');
  const ready = id === null || detail.data !== undefined;

  const footer = (
    <Space className="gb-collections__footer">
      <Button onClick={onClose}>{t('collections.form.cancel')}</Button>
      <Button type="primary" loading={saving} disabled={!ready} onClick={() => form.submit()}>
        {t('collections.form.save')}
      </Button>
    </Space>
  );

  return (
    <SidePanel title={title} onClose={onClose} footer={footer}>
      {id === null ? (
        <EditorBody companyId={companyId} detail={null} form={form} onSaving={setSaving} onSaved={onClose} />
      ) : (
        <QueryState
          query={detail}
          loading={<Skeleton active paragraph={{ rows: 8 }} />}
          emptyText=""
          isEmpty={() => false}
          errorTitle={t('collections.form.loadFailed')}
        >
          {(data) => <EditorBody companyId={companyId} detail={data} form={form} onSaving={setSaving} onSaved={onClose} />}
        </QueryState>
      )}
    </SidePanel>
  );
}

interface EditorBodyProps {
  companyId: number;
  detail: OwnCollectionDetail | null;
  form: FormInstance<CollectionValues>;
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
}

/** The form and its save: the contract parses the request here as on the server, and field errors go under fields. */
function EditorBody({ companyId, detail, form, onSaving, onSaved }: EditorBodyProps) {
  const { t } = useTranslation(['showroom', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const kit = useFormKit(form, COLLECTION_KIT);
  const [initial] = useState(() => collectionValuesOf(detail));
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const request = toCollectionInput(form.getFieldsValue(true) as CollectionValues);
    const body = kit.parse<CollectionInput>(detail ? { id: detail.id, ...request } : request);
    if (!body) {
      void message.warning({ content: t('errors:checkForm'), key: 'collection-check' });
      return;
    }
    onSaving(true);
    try {
      const saved = await saveCollection(body);
      queryClient.setQueryData(showroomKeys.collectionDetail(companyId, saved.id), saved);
      // The list shows the new fields (the detail is the answer, set above); the product list's filter the new name.
      void queryClient.invalidateQueries({ queryKey: showroomKeys.collections(companyId), predicate: (q) => q.queryKey[3] === 'list' });
      void queryClient.invalidateQueries({ queryKey: showroomKeys.productOptions(companyId) });
      void message.success({ content: t(detail ? 'collections.form.saved' : 'collections.form.created'), key: 'collection-save' });
      onSaved();
    } catch (error) {
      // The error catalogue has toasted the server's message; its field errors go under their fields.
      setFormError(kit.showServerErrors(error));
    } finally {
      onSaving(false);
    }
  };

  return (
    <>
      {formError ? <Alert type="error" showIcon title={formError} className="gb-products__error" role="alert" /> : null}
      <CollectionForm
        form={form}
        kit={kit}
        companyId={companyId}
        initialValues={initial}
        linkedEvent={detail?.eventId != null && detail.eventName ? { id: detail.eventId, name: detail.eventName } : null}
        onSubmit={() => void submit()}
        onChange={() => setFormError(null)}
      />
    </>
  );
}
