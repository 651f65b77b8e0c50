-- Companies written before search_text carried its CJK n-grams (company-search-text.ts cjkNgrams): append every
-- distinct character and character pair of the text's CJK runs as `|珍|珍珠|珠|`, so one- and two-character Chinese
-- keywords find them through the trigram index. Rows that already end with the n-gram words are left alone.
UPDATE "companies" c SET "search_text" = c."search_text" || ' |' || g.grams || '|'
FROM (
  SELECT s.id, string_agg(s.gram, '|' ORDER BY s.gram) AS grams
  FROM (
    SELECT DISTINCT x.id, substr(r.run[1], i, n) AS gram
    FROM "companies" x,
      regexp_matches(x."search_text", '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+', 'g') AS r(run),
      generate_series(1, 2) AS n,
      generate_series(1, char_length(r.run[1]) - n + 1) AS i
    WHERE x."search_text" NOT LIKE '%|'
  ) s
  GROUP BY s.id
) g
WHERE c."id" = g.id;
