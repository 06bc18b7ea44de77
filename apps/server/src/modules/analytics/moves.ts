import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../db/queries';

// A school moved to another brand (org's bindBrandSchools) takes its counted work along (README.md "A school
// moves"): its class rows and their ledger entries take the new brand, and the brand rollups of the brands
// it leaves and joins are summed again from the class rows. In the mover's transaction, after the
// watermark's lock, so that no pass writes between (the pass is the rollups' only other writer).

const TABLES = [
  'analytics_class_kp',
  'analytics_class_kp_week',
  'analytics_class_week',
  'analytics_student_kp',
  'analytics_class_question',
  'analytics_class_subject',
] as const;

export async function moveSchoolsAnalytics(tx: Tx, schoolIds: number[], brandId: number): Promise<void> {
  if (schoolIds.length === 0) return;
  const ids = `{${schoolIds.join(',')}}`;
  await tx.execute(sql`insert into analytics_watermark (id, through_at) values (1, 'epoch') on conflict do nothing`);
  await tx.execute(sql`select 1 from analytics_watermark where id = 1 for update`);
  const left = await selectRows<{ brandId: number }>(
    tx,
    sql`select distinct brand_id as "brandId" from analytics_class_subject where school_id = any(${ids}::int[])
        union select distinct brand_id from analytics_class_question where school_id = any(${ids}::int[])
        union select distinct brand_id from analytics_class_week where school_id = any(${ids}::int[])`,
  );
  const brands = [...new Set([brandId, ...left.map((r) => Number(r.brandId))])];
  if (brands.length === 1) return; // nothing counted elsewhere: nothing to move
  for (const table of TABLES) {
    await tx.execute(
      sql`update ${sql.raw(table)} set brand_id = ${brandId}
          where school_id = any(${ids}::int[]) and brand_id <> ${brandId}`,
    );
  }
  // The ledger's contributions: a re-grade later takes back from the brand the rows now carry.
  await tx.execute(sql`update analytics_counted ac
      set contribution = jsonb_set(ac.contribution, '{brandId}', to_jsonb(${brandId}::int))
      from submissions s
      where s.id = ac.submission_id and s.school_id = any(${ids}::int[])
        and (ac.contribution->>'brandId')::int <> ${brandId}`);
  await tx.execute(sql`update analytics_counted
      set contribution = jsonb_set(contribution, '{brandId}', to_jsonb(${brandId}::int))
      where removed and (contribution->>'schoolId')::int = any(${ids}::int[])`);
  await resumBrandRollups(tx, brands);
}

/** The brand rollups of these brands, summed again from their class rows (what migration 0022 did for all). */
async function resumBrandRollups(tx: Tx, brandIds: number[]): Promise<void> {
  const brands = sql`${`{${brandIds.join(',')}}`}::int[]`;
  await tx.execute(sql`delete from analytics_brand_kp_week where brand_id = any(${brands})`);
  await tx.execute(sql`
    insert into analytics_brand_kp_week (brand_id, knowledge_point_id, week, grade, subject, attempts, correct)
    select brand_id, knowledge_point_id, week, grade, max(subject), sum(attempts), sum(correct)
    from analytics_class_kp_week where brand_id = any(${brands})
    group by brand_id, knowledge_point_id, week, grade`);
  await tx.execute(sql`delete from analytics_brand_week where brand_id = any(${brands})`);
  await tx.execute(sql`
    insert into analytics_brand_week (brand_id, week, grade, subject, attempts, correct)
    select brand_id, week, grade, subject, sum(attempts), sum(correct)
    from analytics_class_week where brand_id = any(${brands})
    group by brand_id, week, grade, subject`);
  await tx.execute(sql`delete from analytics_brand_question where brand_id = any(${brands})`);
  await tx.execute(sql`
    with rows as (select * from analytics_class_question where brand_id = any(${brands})),
    choice_counts as (
      select brand_id, question_id, grade, jsonb_object_agg(key, n) as m
      from (select r.brand_id, r.question_id, r.grade, e.key, sum(e.value::int) as n
            from rows r, jsonb_each_text(r.choices) e group by 1, 2, 3, 4) x
      group by 1, 2, 3),
    wrong_counts as (
      select brand_id, question_id, grade, jsonb_object_agg(key, n) as m
      from (select r.brand_id, r.question_id, r.grade, e.key, sum(e.value::int) as n
            from rows r, jsonb_each_text(r.wrong_answers) e group by 1, 2, 3, 4) x
      group by 1, 2, 3),
    sums as (
      select brand_id, question_id, grade, max(subject) as subject, sum(attempts) as attempts,
        sum(correct) as correct, sum(sum_y) as sum_y, sum(sum_y2) as sum_y2, sum(sum_xy) as sum_xy
      from rows group by 1, 2, 3)
    insert into analytics_brand_question (brand_id, question_id, grade, subject, attempts, correct, sum_y, sum_y2,
      sum_xy, choices, wrong_answers)
    select s.brand_id, s.question_id, s.grade, s.subject, s.attempts, s.correct, s.sum_y, s.sum_y2, s.sum_xy,
      coalesce(c.m, '{}'::jsonb), coalesce(w.m, '{}'::jsonb)
    from sums s
    left join choice_counts c using (brand_id, question_id, grade)
    left join wrong_counts w using (brand_id, question_id, grade)`);
}
