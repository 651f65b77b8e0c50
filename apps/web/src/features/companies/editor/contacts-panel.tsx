import { useState } from 'react';
import { App, Avatar, Button, Popconfirm, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS, type Contact } from '@gembourse/contracts/company-profile';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { removeContact, useOwnContacts, useRefreshContacts } from './editor-api.ts';
import { ContactModal, type ContactDraft } from './contact-modal.tsx';
import { EditorSection } from './editor-section.tsx';
import { TeamPicker } from './team-picker.tsx';

/** The company's contact list (SPEC §2): add, add from my team, edit and delete, each saved at once. */
export function ContactsPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['companyEditor', 'contact']);
  const { message } = App.useApp();
  const contacts = useOwnContacts();
  const refresh = useRefreshContacts(companyId);
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const full = (contacts.data?.length ?? 0) >= PROFILE_LIMITS.contactsMax;

  const remove = async (contact: Contact) => {
    setRemoving(contact.id);
    try {
      await removeContact(contact.id);
      void message.success(t('contacts.removed'));
      await refresh();
    } catch {
      // The error catalogue has shown the server's message.
    } finally {
      setRemoving(null);
    }
  };

  const columns: ColumnsType<Contact> = [
    {
      key: 'name',
      title: t('contact:fields.name'),
      render: (_, c) => (
        <span className="gb-editor__person">
          <Avatar src={c.cover ?? undefined} icon={<UserOutlined />} size={40} alt="" />
          <span className="gb-editor__person-text">
            <span className="gb-editor__person-name">{`${c.firstName} ${c.lastName}`}</span>
            {c.title ? <span className="gb-editor__muted">{c.title}</span> : null}
          </span>
        </span>
      ),
    },
    { key: 'email', title: t('contact:fields.email'), dataIndex: 'email', render: (v: string) => <a href={`mailto:${v}`}>{v}</a> },
    { key: 'phone', title: t('contact:fields.phone'), dataIndex: 'phone', render: (v: string | null) => v || '--' },
    {
      key: 'status',
      title: t('contact:status.label'),
      dataIndex: 'status',
      render: (v: Contact['status']) =>
        v === 'active' ? <Tag color="green">{t('contact:status.active')}</Tag> : <Tag>{t('contact:status.hidden')}</Tag>,
    },
    {
      key: 'actions',
      title: t('contacts.columns.actions'),
      align: 'end',
      render: (_, c) => (
        <span className="gb-editor__actions-cell">
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setDraft(c)}
            aria-label={t('contacts.editNamed', { name: `${c.firstName} ${c.lastName}` })}
          >
            {t('contacts.edit')}
          </Button>
          <Popconfirm
            title={t('contacts.removeTitle')}
            description={t('contacts.removeText', { name: `${c.firstName} ${c.lastName}` })}
            okText={t('contacts.removeOk')}
            cancelText={t('contacts.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(c)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={removing === c.id}
              aria-label={t('contacts.removeNamed', { name: `${c.firstName} ${c.lastName}` })}
            >
              {t('contacts.remove')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const actions = (
    <div className="gb-editor__contact-actions">
      <Button icon={<TeamOutlined />} onClick={() => setPicking(true)} disabled={full}>
        {t('contacts.addFromTeam')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({})} disabled={full}>
        {t('contacts.add')}
      </Button>
    </div>
  );

  return (
    <EditorSection id="editor-contacts" title={t('sections.contacts')} intro={t('sections.contactsIntro')} extra={actions}>
      <QueryState query={contacts} loading={<Skeleton active paragraph={{ rows: 3 }} />} emptyText={t('contacts.empty')}>
        {(list) => (
          <Table<Contact>
            rowKey="id"
            columns={columns}
            dataSource={list}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
            className="gb-editor__table"
          />
        )}
      </QueryState>
      {full ? <p className="gb-editor__count">{t('contacts.limit', { max: PROFILE_LIMITS.contactsMax })}</p> : null}
      {picking ? (
        <TeamPicker
          onClose={() => setPicking(false)}
          onPick={(c) => {
            setPicking(false);
            setDraft({ firstName: c.firstName, lastName: c.lastName, email: c.email, title: c.title, phone: c.phone });
          }}
        />
      ) : null}
      {draft ? (
        <ContactModal
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            void refresh();
          }}
        />
      ) : null}
    </EditorSection>
  );
}
