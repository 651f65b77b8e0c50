-- Companies that existed before product_categories: fill it from their published products, as
-- refreshCompanyDerived does on every later write. (search_text gains its dictionary labels when a company is next
-- saved; a demo database can simply be re-seeded.)
UPDATE "companies" c SET "product_categories" = coalesce(
  (SELECT array_agg(DISTINCT x ORDER BY x) FROM "products" p, unnest(p."categories") x WHERE p."company_id" = c."id" AND p."published"),
  '{}'
);
