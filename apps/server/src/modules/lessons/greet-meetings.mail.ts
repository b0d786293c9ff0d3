import { type FieldTranslations, type Locale, resolveField, type SessionClassTextField } from "@edu/shared";
import ical, { ICalCalendarMethod } from "ical-generator";
import { richTextToPlainText } from "../../rich-text";
import { CALENDAR_WORDS } from "./calendar-words";
import type { GreetMeetingWithRefs } from "./greet-meetings.repository";

const MAIL: Record<Locale, { intro: (c: string) => string; at: string; minutes: (n: number) => string }> = {
  en: {
    intro: (c) => `Hello,\n\nYou are invited to the meet-and-greet of ${c}:`,
    at: "at",
    minutes: (n) => `${n} min`,
  },
  "zh-CN": {
    intro: (c) => `您好：\n\n诚邀您参加 ${c} 的见面会：`,
    at: "地点",
    minutes: (n) => `${n} 分钟`,
  },
  "zh-TW": {
    intro: (c) => `您好：\n\n誠邀您參加 ${c} 的見面會：`,
    at: "地點",
    minutes: (n) => `${n} 分鐘`,
  },
};

export type GreetMeetingMailParts = {
  /** The private lesson's class: its name and translations title everything. */
  cls: { id: number; name: string; translations: FieldTranslations<SessionClassTextField> | null };
  /** The scheduled meetings (started_at set). */
  meetings: GreetMeetingWithRefs[];
  /** The sanitized mail content (rich text). */
  content: string;
  publicUrl: string;
};

const placeOf = ({ meeting, cls }: GreetMeetingWithRefs) =>
  meeting.isSameAddress ? cls.address : meeting.address;

/**
 * One recipient's invitation in their language: the subject and text, and the meetings as an
 * iCalendar file (UTC times) whose calendar name, event titles and descriptions name the lesson in
 * that language too (the calendar feed's words). The UIDs are the same for every recipient.
 */
export function greetMeetingMail(locale: Locale, parts: GreetMeetingMailParts) {
  const t = MAIL[locale];
  const words = CALENDAR_WORDS[locale];
  const className = resolveField(parts.cls.name, parts.cls.translations, "name", locale);
  const url = `${parts.publicUrl}/private/private-lessons/${parts.cls.id}/detail`;
  const note = richTextToPlainText(parts.content);
  const host = new URL(parts.publicUrl).host;
  const calendar = ical({ name: className, method: ICalCalendarMethod.PUBLISH });
  for (const row of parts.meetings) {
    const start = row.meeting.startedAt as Date;
    calendar.createEvent({
      id: `greet-meeting-${row.meeting.id}@${host}`,
      start,
      end: new Date(start.getTime() + row.meeting.durationMinutes * 60_000),
      summary: words.greet(className),
      location: placeOf(row),
      description: [note, words.details(url)].filter(Boolean).join("\n\n"),
      url,
    });
  }
  const lines = parts.meetings.map((row) => {
    const place = placeOf(row);
    return `- ${row.startedAtLocal?.slice(0, 16)} (${row.meeting.timezone}), ${t.minutes(row.meeting.durationMinutes)}${place ? `, ${t.at} ${place}` : ""}`;
  });
  return {
    subject: words.greet(className),
    text: `${t.intro(className)}\n\n${lines.join("\n")}\n\n${note}\n`,
    ics: calendar.toString(),
  };
}
