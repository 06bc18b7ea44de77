-- The wrong-question book (issue 11 item 3) of the work handed in before it existed, by the book's rule
-- (modules/learning/wrong-book/book-rule.ts) in SQL, days in UTC. Per student and question, over its graded
-- answers of handed-in work in hand-in order: questions never answered wrong (or partly right) stay out; the
-- wrong ones count, the right ones after the first wrong count, and the right ones after the latest wrong give
-- the correct days (distinct days, mastered on the second). No ts-fsrs card is written (the first review makes
-- one); due at the latest wrong answer, or from the day after the latest right one. Entries already in the book
-- (recorded by the server) are left as they are.
WITH graded AS (
  SELECT s.student_id, a.question_id, s.id AS submission_id, s.submitted_at AS at,
         (s.submitted_at AT TIME ZONE 'UTC')::date AS day, a.outcome, a.response,
         row_number() OVER (PARTITION BY s.student_id, a.question_id ORDER BY s.submitted_at, s.id) AS n
  FROM "answers" a
  JOIN "submissions" s ON s.id = a.submission_id
  WHERE s.state IN ('submitted', 'graded') AND s.submitted_at IS NOT NULL
    AND a.outcome IN ('correct', 'partial', 'wrong')
), marks AS (
  SELECT student_id, question_id,
         min(n) FILTER (WHERE outcome <> 'correct') AS first_wrong,
         max(n) FILTER (WHERE outcome <> 'correct') AS last_wrong
  FROM graded
  GROUP BY student_id, question_id
  HAVING count(*) FILTER (WHERE outcome <> 'correct') > 0
), since AS (
  SELECT g.*, m.last_wrong, (g.outcome = 'correct' AND g.n > m.last_wrong) AS counts_day
  FROM graded g
  JOIN marks m ON m.student_id = g.student_id AND m.question_id = g.question_id
  WHERE g.n >= m.first_wrong
), first_day AS (
  SELECT student_id, question_id, min(day) AS day FROM since WHERE counts_day GROUP BY student_id, question_id
), entries AS (
  SELECT s.student_id, s.question_id,
         count(*) FILTER (WHERE s.outcome <> 'correct') AS wrong_count,
         count(*) FILTER (WHERE s.outcome = 'correct') AS correct_count,
         least(count(DISTINCT s.day) FILTER (WHERE s.counts_day), 2) AS correct_days,
         max(s.day) FILTER (WHERE s.counts_day) AS last_correct_on,
         min(s.at) FILTER (WHERE s.outcome <> 'correct') AS first_wrong_at,
         max(s.at) FILTER (WHERE s.outcome <> 'correct') AS last_wrong_at,
         max(s.at) AS last_answered_at,
         min(s.at) FILTER (WHERE s.counts_day AND s.day > fd.day) AS mastered_at,
         max(s.submission_id) FILTER (WHERE s.n = s.last_wrong) AS submission_id,
         (array_agg(s.response) FILTER (WHERE s.n = s.last_wrong))[1] AS wrong_response
  FROM since s
  LEFT JOIN first_day fd ON fd.student_id = s.student_id AND fd.question_id = s.question_id
  GROUP BY s.student_id, s.question_id
)
INSERT INTO "wrong_questions" ("student_id", "question_id", "brand_id", "submission_id", "practice_id",
  "wrong_response", "wrong_count", "correct_count", "correct_days", "last_correct_on", "first_wrong_at",
  "last_wrong_at", "last_answered_at", "mastered_at", "card", "due_at", "updated_at")
SELECT e.student_id, e.question_id, u.brand_id, e.submission_id, NULL, e.wrong_response, e.wrong_count,
       e.correct_count, e.correct_days, e.last_correct_on, e.first_wrong_at, e.last_wrong_at, e.last_answered_at,
       e.mastered_at, NULL,
       CASE WHEN e.last_correct_on IS NULL THEN e.last_wrong_at
            ELSE greatest(e.last_wrong_at, (e.last_correct_on + 1)::timestamp AT TIME ZONE 'UTC') END,
       now()
FROM entries e
JOIN "users" u ON u.id = e.student_id
WHERE u.brand_id IS NOT NULL
ON CONFLICT ("student_id", "question_id") DO NOTHING;
