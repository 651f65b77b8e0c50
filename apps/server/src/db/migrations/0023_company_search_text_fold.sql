-- The directory's search text now folds Chinese to simplified script (foldSearch, company-search-text.ts), as the
-- catalogue's always did, so 龍珠 and 龙珠 find the same suppliers. The fold needs opencc-js, so no SQL can compute
-- it: every company's text is cleared here, and the company.fill-search-text job (company-derived.service.ts)
-- computes it again after the start through the refresh every write uses, the pattern of products' 0009 and 0016.
-- Until that job has run (its first minute after the start), a keyword finds no supplier.
UPDATE "companies" SET "search_text" = '' WHERE "search_text" <> '';--> statement-breakpoint
CREATE INDEX "companies_search_text_missing_idx" ON "companies" USING btree ("id") WHERE "companies"."search_text" = '';
