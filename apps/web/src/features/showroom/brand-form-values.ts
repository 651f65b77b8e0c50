import { ZBrandInput, type BrandInputValues, type OwnBrand } from '@gembourse/contracts/brands';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';
import { doneUrls, toUploadItems, type UploadItem } from '../../shared/ui/image-upload-api.ts';

/** The brand form's values: the logo is an upload list (SPEC §3 "Upload list item") of at most one image. */
export interface BrandValues {
  name?: string;
  /** Shown to English and Turkish readers; empty: the name for every reader. */
  nameEn?: string;
  logo: UploadItem[];
}

/** The body POST /api/showroom/brand/save takes, from the form (the id of an edited brand added on send). */
export function toBrandInput(values: BrandValues): BrandInputValues {
  return { name: (values.name ?? '').trim(), nameEn: values.nameEn?.trim() || null, logo: doneUrls(values.logo).at(-1) ?? null };
}

/** The form's starting values: a brand's, or an empty form for a new one. */
export function brandValuesOf(brand: OwnBrand | null): BrandValues {
  return brand ? { name: brand.name, nameEn: brand.nameEn ?? '', logo: toUploadItems(brand.logo) } : { logo: [] };
}

/** The form kit's config: the contract's schema checks the form as the server does. */
export const BRAND_KIT: FormKitConfig<BrandValues> = { schema: ZBrandInput, toRequest: toBrandInput };
