import { Alert, Button, Result, Segmented, Skeleton } from 'antd';
import { EditOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PERM } from '@gembourse/contracts/permissions';
import { PREVIEW_VIEWERS, type PreviewViewer } from '@gembourse/contracts/product-editor';
import { errorMessageOf, isNotFound } from '../../../shared/api/api-error.ts';
import { Perm } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { ProductNotFound } from '../components/product-not-found.tsx';
import { ProductView } from '../../../domain/catalogue/product-view.tsx';
import { VisibilityInForce } from '../components/visibility-in-force.tsx';
import { useShowroomPrivacy } from '../api.ts';
import { useProductPreview } from '../product-editor/product-api.ts';
import { editPathOf } from '../product-editor/product-wizard.tsx';
import { productIdOf } from './showroom-product-edit-page.tsx';
import '../product-editor/product-editor.css';

const viewerOf = (params: URLSearchParams): PreviewViewer => {
  const as = params.get('as');
  return (PREVIEW_VIEWERS as readonly string[]).includes(as ?? '') ? (as as PreviewViewer) : 'member';
};

/**
 * /home/showroom-product-preview?id=N&as=guest|member: one of my products exactly as a visitor or a member of another
 * company would see it once published (its visibility and price visibility, or the showroom's privacy where they are
 * "as the showroom", applied by the server's one policy), and which setting decides each and why.
 */
export function ShowroomProductPreviewPage() {
  const { t } = useTranslation(['productEditor', 'showroom']);
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const [params, setParams] = useSearchParams();
  const id = productIdOf(params);
  const as = viewerOf(params);
  const preview = useProductPreview(companyId ?? 0, id ?? 0, as);
  // Named where the product's own setting overrides it.
  const privacy = useShowroomPrivacy(companyId ?? 0).data?.productPrivacy;
  const settings = preview.data?.settings;

  if (companyId == null) return <NoPermissionResult />;
  if (id === null) return <ProductNotFound />;

  const setViewer = (next: PreviewViewer) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('as', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="gb-pe gb-pe-preview">
      <div className="gb-pe-preview__bar">
        <span className="gb-pe-preview__label" id="gb-pe-preview-as">
          {t('previewPage.as')}
        </span>
        <Segmented<PreviewViewer>
          aria-labelledby="gb-pe-preview-as"
          value={as}
          onChange={setViewer}
          options={PREVIEW_VIEWERS.map((v) => ({ value: v, label: t(`previewPage.viewers.${v}`) }))}
        />
        <span className="gb-pe__spacer" />
        <Perm code={PERM.showroomProductEdit}>
          <Link to={editPathOf(id, 'info')}>
            <EditOutlined aria-hidden /> {t('previewPage.edit')}
          </Link>
        </Perm>
      </div>
      <Alert type="info" showIcon title={t('previewPage.note')} className="gb-pe-preview__note" />
      {settings ? (
        <div className="gb-pe-preview__in-force">
          <VisibilityInForce audience="visibility" setting={settings.visibility} privacy={privacy} label={t('availability.visibility')} />
          <VisibilityInForce audience="price" setting={settings.price} privacy={privacy} label={t('availability.priceVisibility')} />
        </div>
      ) : null}
      {preview.isError && isNotFound(preview.error) ? (
        <ProductNotFound />
      ) : preview.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={errorMessageOf(preview.error)}
          action={<Button onClick={() => void preview.refetch()}>{t('retry')}</Button>}
        />
      ) : !preview.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : preview.data.visible && preview.data.product ? (
        <div className="gb-pe-preview__card">
          <ProductView product={preview.data.product} />
        </div>
      ) : (
        <Result icon={<EyeInvisibleOutlined />} title={t('previewPage.hiddenTitle', { viewer: t(`previewPage.viewerNames.${as}`) })} />
      )}
    </div>
  );
}
