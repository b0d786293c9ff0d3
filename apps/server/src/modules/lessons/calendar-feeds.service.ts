import { createHash, randomBytes } from "node:crypto";
import { type FieldTranslations, formatName, resolveField, type SessionClassTextField } from "@edu/shared";
import { eq, sql } from "drizzle-orm";
import ical, { ICalCalendarMethod } from "ical-generator";
import type { Database, DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import type { CalendarExtraEvents } from "../../module-deps";
import { addDays, schoolToday } from "../../school-calendar";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { plannedLessons } from "../lesson-schedule/lesson-schedule.table";
import { parentStudents, rolesOf, users } from "../users";
import { calendarFeeds } from "./calendar-feeds.table";
import { CALENDAR_WORDS } from "./calendar-words";
import { greetMeetings } from "./greet-meetings.table";
import { lessonLogs, teachingLogs } from "./lesson-logs.table";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** How far back a feed reaches; everything ahead is included. */
const FEED_PAST_DAYS = 180;
const FEED_MAX_EVENTS = 2000;

export async function feedStatus(db: DbOrTx, actor: Actor) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
  return {
    active: Boolean(row),
    created_at: row?.createdAt.toISOString() ?? null,
    last_read_at: row?.lastReadAt?.toISOString() ?? null,
  };
}

/** Makes the caller's calendar address, replacing (and so revoking) any earlier one. */
export async function createFeed(db: Database, actor: Actor, publicUrl: string) {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: actor.id, tokenHash: hashOf(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashOf(token), createdAt: new Date(), lastReadAt: null },
    })
    .returning();
  return {
    url: `${publicUrl}/api/calendar-feed/${token}.ics`,
    created_at: (row?.createdAt ?? new Date()).toISOString(),
  };
}

export async function revokeFeed(db: Database, actor: Actor): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
}

type EventRow = {
  uid: string;
  kind: "lesson" | "greet";
  started_at: Date | string;
  minutes: number;
  class_name: string;
  class_translations: FieldTranslations<SessionClassTextField> | null;
  address: string;
  /** The student's name parts (a student's or parent's feed); "" otherwise. */
  who_first: string;
  who_last: string;
};

/**
 * The feed's events, read on every request (always current): a teacher's lessons and
 * meet-and-greets of classes they teach; a student's own lessons and their classes' meet-and-greets;
 * a parent's children's, one event per child. Lessons are the logged ones (lesson logs) and the
 * planned ones (lesson schedule) not yet over and not yet logged (no log of the class within 12 hours
 * of the planned start), so the feed shows what is coming.
 */
async function feedEvents(db: DbOrTx, userId: number): Promise<EventRow[]> {
  const roles = await rolesOf(db, userId);
  const since = sql`now() - ${`${FEED_PAST_DAYS} days`}::interval`;
  const parts = [];
  if (roles.includes("teacher") || roles.includes("staff") || roles.includes("super-admin")) {
    parts.push(sql`
      select 'teaching-log-' || t.id as uid, 'lesson' as kind, t.started_at, t.duration_minutes as minutes,
             c.name as class_name, c.translations as class_translations, c.address, '' as who_first, '' as who_last
      from ${teachingLogs} t join ${sessionClasses} c on c.id = t.session_class_id
      where t.session_class_id in (select session_class_id from ${sessionClassTeachers} where user_id = ${userId})
        and t.started_at >= ${since}`);
  }
  // Planned lessons still ahead (or under way) whose log is not written yet.
  const plannedOpen = sql`p.starts_at + p.duration_minutes * interval '1 minute' >= now()
        and not exists (select 1 from ${teachingLogs} t
                        where t.session_class_id = p.session_class_id
                          and t.started_at between p.starts_at - interval '12 hours' and p.starts_at + interval '12 hours')`;
  if (roles.includes("teacher") || roles.includes("staff") || roles.includes("super-admin")) {
    parts.push(sql`
      select 'planned-lesson-' || p.id as uid, 'lesson' as kind, p.starts_at as started_at,
             p.duration_minutes as minutes, c.name as class_name, c.translations as class_translations, c.address, '' as who_first, '' as who_last
      from ${plannedLessons} p join ${sessionClasses} c on c.id = p.session_class_id
      where p.session_class_id in (select session_class_id from ${sessionClassTeachers} where user_id = ${userId})
        and ${plannedOpen}`);
  }
  parts.push(sql`
    select 'planned-lesson-' || p.id || '-' || s.student_user_id as uid, 'lesson' as kind, p.starts_at as started_at,
           p.duration_minutes as minutes, c.name as class_name, c.translations as class_translations, c.address, u.first_name as who_first, u.last_name as who_last
    from ${plannedLessons} p
    join ${studentClassTickets} s on s.session_class_id = p.session_class_id
    join ${sessionClasses} c on c.id = p.session_class_id
    join ${users} u on u.id = s.student_user_id
    where (s.student_user_id = ${userId}
           or s.student_user_id in (select student_id from ${parentStudents} where parent_id = ${userId}))
      and ${plannedOpen}`);
  // Students: their own; parents: their children's (one event per child and lesson).
  parts.push(sql`
    select 'lesson-log-' || l.id as uid, 'lesson' as kind, l.started_at, t.duration_minutes as minutes,
           c.name as class_name, c.translations as class_translations, c.address, u.first_name as who_first, u.last_name as who_last
    from ${lessonLogs} l
    join ${teachingLogs} t on t.id = l.teaching_log_id
    join ${sessionClasses} c on c.id = l.session_class_id
    join ${users} u on u.id = l.student_user_id
    where (l.student_user_id = ${userId}
           or l.student_user_id in (select student_id from ${parentStudents} where parent_id = ${userId}))
      and l.started_at >= ${since}`);
  parts.push(sql`
    select 'greet-meeting-' || g.id as uid, 'greet' as kind, g.started_at, g.duration_minutes as minutes,
           c.name as class_name, c.translations as class_translations, case when g.is_same_address then c.address else g.address end as address, '' as who_first, '' as who_last
    from ${greetMeetings} g join ${sessionClasses} c on c.id = g.session_class_id
    where g.started_at is not null and g.started_at >= ${since}
      and (g.session_class_id in (select session_class_id from ${sessionClassTeachers} where user_id = ${userId})
           or g.session_class_id in (select session_class_id from ${studentClassTickets} where student_user_id = ${userId})
           or g.session_class_id in (select t2.session_class_id from ${studentClassTickets} t2
                                     join ${parentStudents} ps on ps.student_id = t2.student_user_id
                                     where ps.parent_id = ${userId}))`);
  return queryRows<EventRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) e order by started_at limit ${FEED_MAX_EVENTS}`,
  );
}

/**
 * GET calendar-feed/{token}: the iCalendar text, or 404 for an unknown, revoked or deactivated address.
 * Titles are in the feed owner's language (users.lang), classes named by their translations (a private
 * lesson's translated title), students' names in the product's order (formatName: 王美玲, Mei-Ling Wang).
 * Other modules add all-day events (`extras`, the `calendarExtraEvents` extension point: counseling's
 * application deadlines), from the school day FEED_PAST_DAYS back.
 */
export async function readFeed(
  db: Database,
  token: string,
  publicUrl: string,
  more: { extras: readonly CalendarExtraEvents[]; timeZone: string },
): Promise<string> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, isActive: users.isActive, lang: users.lang })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed?.isActive) throw notFound();
  const events = await feedEvents(db, feed.userId);
  const since = addDays(schoolToday(new Date(), more.timeZone), -FEED_PAST_DAYS);
  const allDay = [];
  for (const extra of more.extras)
    allDay.push(...(await extra(db, { userId: feed.userId, lang: feed.lang, since })));
  await db.update(calendarFeeds).set({ lastReadAt: new Date() }).where(eq(calendarFeeds.userId, feed.userId));
  const host = new URL(publicUrl).host;
  const words = CALENDAR_WORDS[feed.lang] ?? CALENDAR_WORDS.en;
  const calendar = ical({ name: words.calendar, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  for (const event of events) {
    const start = new Date(event.started_at);
    const className = resolveField(event.class_name, event.class_translations, "name", feed.lang);
    const who = formatName({ first_name: event.who_first, last_name: event.who_last });
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      start,
      end: new Date(start.getTime() + Number(event.minutes) * 60_000),
      summary: event.kind === "greet" ? words.greet(className) : who ? `${className} (${who})` : className,
      location: event.address || null,
    });
  }
  // A date string without a time zone is written as DTSTART;VALUE=DATE (the day itself, in every zone).
  for (const event of allDay)
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      start: event.date,
      allDay: true,
      summary: event.summary,
    });
  return calendar.toString();
}
