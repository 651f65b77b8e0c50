import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import type { FavouritesRepository } from './favourites.repository.ts';

/** Favourite brands: a member collects a supplier's showroom, or lets it go. */
export function favouritesService(repo: FavouritesRepository) {
  return {
    /**
     * Sets the state the caller asked for (idempotent: the answer is the state, not a flip). Only active suppliers can
     * be collected (404 otherwise); letting one go always works, even after it was suspended.
     */
    async setCompany(auth: AuthContext, companyId: number, collected: boolean) {
      if (collected) {
        const target = await repo.company(companyId);
        if (!target || target.status !== 'active' || target.joinType !== 'seller') throw notFound();
        await repo.collectCompany(auth.userId, companyId);
      } else {
        await repo.uncollectCompany(auth.userId, companyId);
      }
      return { collected };
    },
  };
}
