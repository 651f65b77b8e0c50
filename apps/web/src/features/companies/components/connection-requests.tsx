import { useState } from 'react';
import { Segmented, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectionDirection, ConnectionStatus } from '@gembourse/contracts/connections';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useConnections } from '../api.ts';
import { ConnectionRow } from './connection-row.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';

const PAGE_SIZE = 10;

/** One direction's list, with a status filter for incoming requests (pending first: they wait for an answer). */
function ConnectionList({ direction }: { direction: ConnectionDirection }) {
  const { t } = useTranslation('companies');
  const [status, setStatus] = useState<ConnectionStatus | undefined>(direction === 'incoming' ? 'pending' : undefined);
  const [page, setPage] = useState(1);
  const query = useConnections(direction, status, page, PAGE_SIZE);
  return (
    <div className="gb-requests">
      {direction === 'incoming' ? (
        <Segmented<ConnectionStatus>
          size="small"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: 'pending', label: t('requests.pending') },
            { value: 'accepted', label: t('requests.accepted') },
            { value: 'declined', label: t('requests.declined') },
          ]}
        />
      ) : null}
      <QueryState
        query={query}
        emptyText={direction === 'incoming' ? t('requests.emptyIncoming') : t('requests.emptyOutgoing')}
        isEmpty={(data) => data.list.length === 0}
        loading={<Skeleton active avatar paragraph={{ rows: 1 }} />}
      >
        {(data) => (
          <>
            <ul className="gb-requests__list">
              {data.list.map((c) => (
                <ConnectionRow key={c.id} connection={c} direction={direction} />
              ))}
            </ul>
            <ListPager size="small" page={data} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/**
 * "Contact requests" on one's own profile: suppliers answer incoming requests; every member sees the requests
 * their company sent (buyers have only those).
 */
export function ConnectionRequests({ joinType }: { joinType: 'buyer' | 'seller' }) {
  const { t } = useTranslation('companies');
  const tabs = [
    ...(joinType === 'seller'
      ? [{ key: 'incoming', label: t('requests.incoming'), children: <ConnectionList direction="incoming" /> }]
      : []),
    { key: 'outgoing', label: t('requests.outgoing'), children: <ConnectionList direction="outgoing" /> },
  ];
  return (
    <ProfileSection id="gb-profile-requests" title={t('requests.title')}>
      <Tabs size="small" items={tabs} destroyOnHidden />
    </ProfileSection>
  );
}
