import { useState } from 'react';
import { App, Button, Input, Modal, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_LIMITS } from '@gembourse/contracts/product-alerts';
import { saveCatalogueSearch } from '../api.ts';

/**
 * Members: saves the search on screen (its query string) under a name they may edit, to be told when new products
 * match it.
 */
export function SaveSearchButton({ query, defaultName }: { query: string; defaultName: string }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await saveCatalogueSearch(name.trim(), query);
      setOpen(false);
      void message.success(t('catalogue:save.done'));
    } catch {
      // The error catalogue has said why; the box stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        icon={<BellOutlined />}
        onClick={() => {
          setName(defaultName.slice(0, SAVED_SEARCH_LIMITS.nameMax));
          setOpen(true);
        }}
      >
        {t('catalogue:save.button')}
      </Button>
      <Modal
        title={t('catalogue:save.title')}
        open={open}
        okText={t('catalogue:save.ok')}
        cancelText={t('catalogue:save.cancel')}
        okButtonProps={{ disabled: !name.trim(), loading: saving }}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <label className="gb-cat-save__label" htmlFor="gb-cat-save-name">
          {t('catalogue:save.name')}
        </label>
        <Input
          id="gb-cat-save-name"
          value={name}
          maxLength={SAVED_SEARCH_LIMITS.nameMax}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => name.trim() && void save()}
        />
        <Typography.Paragraph type="secondary" className="gb-cat-save__hint">
          {t('catalogue:save.hint')}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
