import { useCallback } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { PRODUCT_STEPS, type ProductStep } from '@gembourse/contracts/product-editor';
import { isNotFound } from '../../../shared/api/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { ProductNotFound } from '../components/product-not-found.tsx';
import { useOwnProductDetail } from '../product-editor/product-api.ts';
import { ProductWizard, resumeStepOf } from '../product-editor/product-wizard.tsx';
import '../showroom.css';

/** The product id of `?id=`, or null when it is not one. */
export function productIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

const stepOf = (params: URLSearchParams): ProductStep | null => {
  const step = params.get('step');
  return (PRODUCT_STEPS as readonly string[]).includes(step ?? '') ? (step as ProductStep) : null;
};

/**
 * /home/showroom-product-edit?id=N&step=info|availability|summary: the wizard on one of my products. The step is in the
 * URL, so a reload reopens the draft where the supplier was; without one the first step not saved yet opens.
 */
export function ShowroomProductEditPage() {
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const [params, setParams] = useSearchParams();
  const id = productIdOf(params);
  const asked = stepOf(params);
  const detail = useOwnProductDetail(companyId ?? 0, id);
  const onStep = useCallback(
    (step: ProductStep) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', step);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (companyId == null) return <NoPermissionResult />;
  if (id === null || (detail.isError && isNotFound(detail.error))) return <ProductNotFound />;
  // Without a step, wait for the product to know where its draft stopped.
  const step = asked ?? (detail.data ? resumeStepOf(detail.data) : null);
  if (step === null && !detail.isError) return <Skeleton active paragraph={{ rows: 10 }} />;
  // One wizard per product: another id in the URL (the kept-alive tab reused) starts a fresh one.
  return <ProductWizard key={id} companyId={companyId} id={id} step={step ?? 'info'} onStep={onStep} pageName="ShowroomProductEdit" />;
}
