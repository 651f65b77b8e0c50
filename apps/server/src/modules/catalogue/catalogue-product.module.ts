import type { CoreDeps } from '../../services.ts';
import { catalogueProductRepository } from './catalogue-product.repository.ts';
import { catalogueProductService } from './catalogue-product.service.ts';
import type { FxRatesRepository } from './fx-rates.repository.ts';
import { productFacetsFillJob } from './product-facets-fill.job.ts';
import { productFacetsFillRepository } from './product-facets-fill.repository.ts';
import { productViewsRepository } from './product-views.repository.ts';
import { productViewsService } from './product-views.service.ts';

/**
 * The product page's services (issue 11): the page itself, its view counter (buffered like profile visits, flushed
 * every VISIT_FLUSH_SECONDS; app.ts closes it before the job queue stops) and the facet backfill job. `rates` is the
 * process's one reference-rate cache, shared with the search.
 */
export function catalogueProductModule(core: CoreDeps, rates: FxRatesRepository) {
  const { db, jobs, config } = core;
  const productViews = productViewsService({
    repo: productViewsRepository(db),
    jobs,
    flushSeconds: config.visitFlushSeconds,
    log: core.log.child({ part: 'product-views' }),
    redis: core.redis,
    redisPrefix: config.redisPrefix,
  });
  productFacetsFillJob({ repo: productFacetsFillRepository(db), jobs });
  return {
    productViews,
    catalogueProduct: catalogueProductService({ repo: catalogueProductRepository(db), rates, views: productViews }),
  };
}
