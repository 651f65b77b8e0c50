import type { BrandDelete, BrandDeleteResult, BrandInput, OwnBrand, OwnBrands } from '@gembourse/contracts/brands';
import { ErrorCode, type FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { keyOfUrl } from '../../platform/storage/storage.ts';
import type { CompanyProfileRepository } from '../company/company-profile.repository.ts';
import { presentOwnBrand } from './brands.presenter.ts';
import { brandWrites, type BrandsRepository } from './brands.repository.ts';
import type { ProductWritesRepository } from './product-writes.repository.ts';

/**
 * The supplier's brands (issue 10 item 5, docs/decisions.md "Brands: one model"). Members of a seller only
 * (assertSeller: a buyer gets 40300); the list needs showroom:view and the writes showroom:brand:edit, which the
 * endpoints' access checks. Everything acts on the caller's company: another company's brand answers 404 like an
 * unknown one. A refused write writes nothing.
 */
export function brandsService(deps: {
  repo: BrandsRepository;
  /** The only writer of `products`: a deleted brand's products move to the default brand through it. */
  productWrites: Pick<ProductWritesRepository, 'transaction'>;
  uploads: Pick<CompanyProfileRepository, 'ownedUploads'>;
}) {
  const { repo } = deps;

  /** The brand as the list shows it (with its product count). */
  async function listed(companyId: number, id: number): Promise<OwnBrand> {
    const [row] = await repo.list(companyId, id);
    if (!row) throw notFound();
    return presentOwnBrand(row);
  }

  /** Field errors the schema cannot see: a name the company uses already, a new logo that is not the company's upload. */
  async function problems(auth: AuthContext, input: BrandInput, currentLogo: string | null, locale: Locale): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    if (await repo.nameTaken(auth.companyId, input.name, input.id))
      errors.push({ path: 'name', message: translate('brandNameTaken', locale) });
    const logo = input.logo ?? null;
    if (logo && logo !== currentLogo) {
      const key = keyOfUrl(logo);
      const owned = key ? await deps.uploads.ownedUploads([key], 'image', auth.userId, auth.companyId) : new Set<string>();
      if (!key || !owned.has(key)) errors.push({ path: 'logo', message: translate('uploadNotOwned', locale) });
    }
    return errors;
  }

  return {
    /** GET /api/showroom/brand/list: my company's brands, the default first. */
    async list(auth: AuthContext): Promise<OwnBrands> {
      assertSeller(auth);
      return { list: (await repo.list(auth.companyId)).map(presentOwnBrand) };
    },

    /** POST /api/showroom/brand/save: creates a brand or renames / re-logos one of mine (the default one too). */
    async save(auth: AuthContext, input: BrandInput, locale: Locale): Promise<OwnBrand> {
      assertSeller(auth);
      const current = input.id ? await repo.one(auth.companyId, input.id) : undefined;
      if (input.id && !current) throw notFound();
      const errors = await problems(auth, input, current?.logo ?? null, locale);
      if (errors.length) throw validationFailed(errors);
      const values = { name: input.name, nameEn: input.nameEn || null, logo: input.logo ?? null };
      let id = input.id;
      if (id === undefined) id = await repo.create(auth.companyId, values);
      else if (!(await repo.update(auth.companyId, id, values))) throw notFound();
      // Taken by a save that ran at the same moment (the unique index refused the row).
      if (id === undefined) throw validationFailed([{ path: 'name', message: translate('brandNameTaken', locale) }]);
      return listed(auth.companyId, id);
    },

    /**
     * POST /api/showroom/brand/delete: deletes one of my brands, never the default one (40900), and moves its products
     * (and the buyers' favourites of it) to the default brand, in one transaction. Answers how many products moved.
     */
    async delete(auth: AuthContext, { id }: BrandDelete): Promise<BrandDeleteResult> {
      assertSeller(auth);
      return deps.productWrites.transaction(async (products, tx: Db) => {
        const brands = brandWrites(tx);
        const brand = await brands.one(auth.companyId, id);
        if (!brand) throw notFound();
        if (brand.isDefault) throw new AppError(ErrorCode.CONFLICT, 'brandDefaultUndeletable');
        const defaultBrandId = await brands.defaultOf(auth.companyId);
        const moved = await products.moveBrand(auth.companyId, id, defaultBrandId);
        await brands.moveFavourites(id, defaultBrandId);
        if (!(await brands.remove(auth.companyId, id))) throw notFound();
        return { moved, defaultBrandId };
      });
    },
  };
}
export type BrandsService = ReturnType<typeof brandsService>;
