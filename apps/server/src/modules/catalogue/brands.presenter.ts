import type { OwnBrand } from '@gembourse/contracts/brands';
import type { OwnBrandRow } from './brands.repository.ts';

/** A row of the supplier's brand list. */
export function presentOwnBrand(r: OwnBrandRow): OwnBrand {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    logo: r.logo,
    isDefault: r.isDefault,
    productCount: r.productCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}
