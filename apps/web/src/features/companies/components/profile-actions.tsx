import { PERM } from '@gembourse/contracts/permissions';
import { useState } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined, HeartFilled, HeartOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { setFavourite } from '../api.ts';
import { useCompanyTitle } from '../hooks/use-company-title.ts';
import { useMemberAction, useResumeAfterLogin } from '../../../shared/session/use-member-action.ts';
import { usePatchViewer } from '../hooks/use-patch-viewer.ts';
import { ConnectionAction } from './connection-action.tsx';
import { ShareModal } from './share-modal.tsx';
import { Perm } from '../../../shared/permissions/use-permission.tsx';
import { ChatButton } from '../../../shared/chat/chat-button.tsx';

/**
 * The heart of SPEC §4 "Favourite: collected or not": it collects the supplier's default brand (docs/decisions.md
 * "Brands: one model"); the state follows the server's answer.
 */
function FavouriteButton({ companyId, brandId, collected }: { companyId: number; brandId: number; collected: boolean }) {
  const { t } = useTranslation('companies');
  const asMember = useMemberAction();
  const patchViewer = usePatchViewer(companyId);
  const toggle = useMutation({
    mutationFn: (next: boolean) => setFavourite(brandId, next),
    onSuccess: (answer) => patchViewer({ collected: answer.collected }),
  });
  return (
    <Button
      icon={collected ? <HeartFilled className="gb-heart" /> : <HeartOutlined />}
      aria-pressed={collected}
      loading={toggle.isPending}
      onClick={() => asMember(() => toggle.mutate(!collected))}
    >
      {collected ? t('actions.favourited') : t('actions.favourite')}
    </Button>
  );
}

/**
 * The profile's actions: contact request, favourite, share by e-mail, chat, and the editor link for its admins. The
 * first three are about a supplier's showroom: a buyer company's profile has none (the server refuses them there),
 * only chat (a guest is asked to log in first) and the editor link for its own admins.
 */
export function ProfileActions({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('companies');
  const asMember = useMemberAction();
  const [shareOpen, setShareOpen] = useState(false);
  const shareKey = `share:${company.id}`;
  useResumeAfterLogin(shareKey, () => setShareOpen(true));
  const title = useCompanyTitle(company);
  const { viewer } = company;
  const showroom = company.joinType === 'seller';
  const other = showroom && !viewer.own;
  const canChat = !viewer.own;
  if (!showroom && !viewer.canEdit && !canChat) return null;
  return (
    <Space wrap size={[8, 8]} className="gb-profile-actions">
      {other ? <ConnectionAction companyId={company.id} connection={viewer.connection} /> : null}
      {other && company.defaultBrandId !== null ? (
        <FavouriteButton companyId={company.id} brandId={company.defaultBrandId} collected={viewer.collected} />
      ) : null}
      {canChat ? <ChatButton request={{ context: { type: 'company', id: company.id } }} companyId={company.id} /> : null}
      {showroom ? (
        <Button icon={<ShareAltOutlined />} onClick={() => asMember(() => setShareOpen(true), { resume: shareKey })}>
          {t('actions.share')}
        </Button>
      ) : null}
      {viewer.canEdit ? (
        <Perm code={PERM.companyProfileEdit}>
          <Link to="/home/company-profile-edit">
            <Button icon={<EditOutlined />}>{t('actions.edit')}</Button>
          </Link>
        </Perm>
      ) : null}
      {showroom ? <ShareModal companyId={company.id} companyName={title} open={shareOpen} onClose={() => setShareOpen(false)} /> : null}
    </Space>
  );
}
