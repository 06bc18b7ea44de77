-- Question search (modules/content/README.md "Question search"): search_tokens now also holds each CJK
-- character, so that a one-character keyword is found through the GIN index instead of a scan of every
-- stem. New and edited questions get them from searchTokens() (search.ts); the rows already stored get
-- them here. The class below is a superset of the code's CJK characters (Han, Hiragana, Katakana,
-- Hangul): an extra token never hides a match, a missing one would.
UPDATE "questions" SET "search_tokens" = ARRAY(
  SELECT DISTINCT "token" FROM unnest("search_tokens" || ARRAY(
    SELECT ("m")[1] FROM regexp_matches("search_text", '([\u1100-\u11ff\u2e80-\u2fdf\u3005-\u3007\u3021-\u3029\u3038-\u303b\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff\uf900-\ufaff\uff66-\uff9f\U0001b000-\U0001b16f\U00020000-\U000323af])', 'g') AS "m"
  )) AS "token"
)
WHERE "search_text" ~ '[\u1100-\u11ff\u2e80-\u2fdf\u3005-\u3007\u3021-\u3029\u3038-\u303b\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff\uf900-\ufaff\uff66-\uff9f\U0001b000-\U0001b16f\U00020000-\U000323af]';
