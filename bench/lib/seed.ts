// Bulk data for the list and search benchmarks, made inside the database with generate_series (raw SQL
// against the migrated tables). Deterministic: every choice comes from hashint4 of the row number.
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/database";
import { queryRows } from "../../apps/server/src/db/query-rows";

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]::text[]`);

/** Surnames weighted by repetition: Chen, Lin, Wang are common, as in Taiwan; some Western ones. */
const LAST_NAMES = [
  ...["Chen", "Chen", "Chen", "Chen", "Lin", "Lin", "Lin", "Wang", "Wang", "Huang", "Huang"],
  ...["Chang", "Lee", "Wu", "Liu", "Tsai", "Yang", "Hsu", "Cheng", "Hsieh", "Kuo", "Hung", "Tseng"],
  ...["Smith", "Johnson", "Williams", "Brown", "Garcia", "Martinez", "Nguyen", "Kim", "Tanaka", "Müller"],
];
const FIRST_NAMES = [
  ...["Wei", "Yu-Ting", "Chia-Hao", "Yi-Chen", "Po-Han", "Hsin-Yi", "Tzu-Hsuan", "Chih-Wei", "Ya-Ting"],
  ...["Jia-Hui", "Kai", "Mei", "Ling", "Jun", "Hao", "Xin", "Yun", "An", "Emma", "Olivia", "Sophia"],
  ...["Isabella", "Amelia", "Mia", "Liam", "Noah", "Oliver", "William", "James", "Lucas", "Benjamin"],
  ...["Ethan", "Daniel", "Matthew", "Grace", "Chloe", "Hannah", "Ryan", "Kevin", "Jason", "Vivian"],
];
const DOMAINS = ["gmail.com", "yahoo.com.tw", "hotmail.com", "outlook.com", "icloud.com", "ms1.hinet.net"];
export const TAG_NAMES = [
  ...["VIP", "Scholarship", "Online", "In-person", "Taipei", "Hsinchu", "Taichung", "Kaohsiung"],
  ...["Overseas", "Summer camp", "Winter camp", "SAT", "TOEFL", "IELTS", "AP", "IB", "Referral"],
  ...["Alumni", "Waitlist", "Follow-up"],
];

/** A non-negative pseudo-random integer from a row number and a salt. */
const h = (column: string, salt: number) => sql.raw(`(hashint4(${column} * 7 + ${salt}) & 2147483647)`);

/**
 * VACUUM ANALYZE, one statement each (PGlite takes one per query): statistics and the visibility map
 * as autovacuum leaves them in a steady state, so counts can use index-only scans.
 */
async function analyze(db: Database, tables: string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

export type UserSeed = { users: number; userTags: number; roles: Record<string, number>; tagIds: number[] };

/** `count` users with names, emails, one or two roles and about two tags each (of 20). */
export async function seedUsers(db: Database, count: number): Promise<UserSeed> {
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, is_active, finish_bind, lang, created_at, updated_at)
    select lower(replace(f, '-', '')) || '.' || lower(l) || g,
           case when ${h("g", 1)} % 20 = 0 then null
                else lower(replace(f, '-', '')) || '.' || lower(l) || g || '@' ||
                     (${textArray(DOMAINS)})[1 + ${h("g", 2)} % ${DOMAINS.length}] end,
           f, l, ${h("g", 3)} % 25 <> 0, true,
           case when ${h("g", 4)} % 3 = 0 then 'en' else 'zh-TW' end,
           now() - (${h("g", 5)} % (3 * 365 * 24 * 60)) * interval '1 minute', now()
    from generate_series(1, ${count}) as g,
         lateral (select (${textArray(FIRST_NAMES)})[1 + ${h("g", 6)} % ${FIRST_NAMES.length}] as f,
                         (${textArray(LAST_NAMES)})[1 + ${h("g", 7)} % ${LAST_NAMES.length}] as l) as name`);
  // Roles: 55 % student, 25 % parent, 12 % teacher, 8 % staff; a tenth of parents are students too.
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select id, case when r < 55 then 'student' when r < 80 then 'parent' when r < 92 then 'teacher' else 'staff' end
    from (select id, ${h("id", 11)} % 100 as r from users where first_name <> 'Bench') as u
    union all
    select id, 'student' from users
    where first_name <> 'Bench' and ${h("id", 11)} % 100 between 55 and 79 and ${h("id", 12)} % 10 = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into tags (name, description, color)
    select name, 'bench tag', (array['blue', 'green', 'red', 'orange', 'grape'])[1 + ord::int % 5]
    from unnest(${textArray(TAG_NAMES)}) with ordinality as t(name, ord)`);
  // Two draws per user, skewed towards the first tags (u² of a uniform u); equal draws collapse to one.
  await db.execute(sql`
    insert into user_tags (user_id, tag_id)
    select u.id, t.ids[1 + floor(${TAG_NAMES.length} * power((${h("u.id", 20 + 1)} % 65536) / 65536.0, 2))::int]
    from users u, (select array_agg(id order by id) as ids from tags) as t where u.first_name <> 'Bench'
    union all
    select u.id, t.ids[1 + ${h("u.id", 22)} % ${TAG_NAMES.length}]
    from users u, (select array_agg(id order by id) as ids from tags) as t where u.first_name <> 'Bench'
    on conflict do nothing`);
  await analyze(db, ["users", "user_roles", "tags", "user_tags"]);
  const [counts] = await queryRows<{ users: number; user_tags: number }>(
    db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from user_tags) as user_tags`,
  );
  const roles = await queryRows<{ role: string; n: number }>(
    db,
    sql`select role, count(*)::int as n from user_roles group by role order by role`,
  );
  const tags = await queryRows<{ id: number }>(db, sql`select id from tags order by id`);
  return {
    users: counts?.users ?? 0,
    userTags: counts?.user_tags ?? 0,
    roles: Object.fromEntries(roles.map((row) => [row.role, row.n])),
    tagIds: tags.map((row) => row.id),
  };
}

export type EnrollmentSeed = { enrollments: number; courseSessionIds: number[]; unread: number };

/**
 * `sessions` course sessions and `count` enrollments spread over them and over two years: statuses
 * 60 % normal, 15 % archive, 15 % cancel, 10 % delete; payment 25 % unknown, 30 % unpaid, 40 % paid,
 * 5 % cancelled; 8 % unread.
 */
export async function seedEnrollments(
  db: Database,
  count: number,
  sessions: number,
): Promise<EnrollmentSeed> {
  const ids = await queryRows<{ id: number }>(
    db,
    sql`insert into course_sessions (type, title, short_name, city, fee, currency, start_date, date)
        select (array['group', 'group', 'private', 'counseling'])[1 + g % 4],
               'Bench session ' || g, 'B' || g, (array['Taipei', 'Hsinchu', 'Online'])[1 + g % 3],
               1200000, 'TWD', current_date + g * 7, 'Sat & Sun'
        from generate_series(1, ${sessions}) as g
        returning id`,
  );
  const sessionIds = ids.map((row) => row.id);
  await db.execute(sql`
    insert into enrolled_course_sessions (
      course_session_id, student_first_name, student_last_name, student_email, student_phone, school, grade,
      contact_role, contact_name, contact_email, contact_phone, type, tutoring_mode, currency, locale,
      is_read, status, payment_status, created_at, updated_at)
    select (${sql.raw(`array[${sessionIds.join(", ")}]::int[]`)})[1 + ${h("g", 31)} % ${sessionIds.length}],
           f, l, lower(replace(f, '-', '')) || '.' || lower(l) || g || '@' ||
                 (${textArray(DOMAINS)})[1 + ${h("g", 32)} % ${DOMAINS.length}],
           '09' || lpad((${h("g", 33)} % 100000000)::text, 8, '0'),
           'School ' || (${h("g", 34)} % 200), 'G' || (1 + ${h("g", 35)} % 12),
           case when c < 70 then 'parent' when c < 95 then 'student' else 'other' end,
           case when c < 70 then pf || ' ' || l else f || ' ' || l end,
           case when c < 70 then 'parent.' || lower(l) || g || '@example.com'
                else lower(replace(f, '-', '')) || g || '@example.com' end,
           '09' || lpad((${h("g", 36)} % 100000000)::text, 8, '0'),
           (array['group', 'group', 'group', 'group', 'group', 'group', 'group', 'private', 'private', 'counseling'])
             [1 + ${h("g", 37)} % 10],
           case when ${h("g", 38)} % 3 = 0 then 'online' else 'in-person' end,
           case when ${h("g", 39)} % 20 < 16 then 'TWD' when ${h("g", 39)} % 20 < 19 then 'USD' else 'RMB' end,
           case when ${h("g", 40)} % 3 = 0 then 'en' else 'zh-TW' end,
           ${h("g", 41)} % 100 >= 8,
           case when s < 60 then 'normal' when s < 75 then 'archive' when s < 90 then 'cancel' else 'delete' end,
           case when p < 25 then 'unknown' when p < 55 then 'unpaid' when p < 95 then 'paid' else 'cancelled' end,
           now() - (${count} - g) * interval '730 days' / ${count} - (${h("g", 42)} % 3600) * interval '1 second',
           now()
    from generate_series(1, ${count}) as g,
         lateral (select (${textArray(FIRST_NAMES)})[1 + ${h("g", 43)} % ${FIRST_NAMES.length}] as f,
                         (${textArray(FIRST_NAMES)})[1 + ${h("g", 44)} % ${FIRST_NAMES.length}] as pf,
                         (${textArray(LAST_NAMES)})[1 + ${h("g", 45)} % ${LAST_NAMES.length}] as l,
                         ${h("g", 46)} % 100 as c, ${h("g", 47)} % 100 as s, ${h("g", 48)} % 100 as p) as pick`);
  await analyze(db, ["course_sessions", "enrolled_course_sessions"]);
  const [counts] = await queryRows<{ n: number; unread: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where not is_read)::int as unread from enrolled_course_sessions`,
  );
  return { enrollments: counts?.n ?? 0, courseSessionIds: sessionIds, unread: counts?.unread ?? 0 };
}
