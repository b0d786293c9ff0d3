import type { Locale } from "@edu/shared";

/**
 * Calendar words in a reader's language, one table for the calendar feed and the greet-meeting
 * invitation (.ics and its mail): the feed's name, a meet-and-greet's title, the link to the lesson.
 */
export const CALENDAR_WORDS: Record<
  Locale,
  { calendar: string; greet: (className: string) => string; details: (url: string) => string }
> = {
  en: {
    calendar: "Lessons",
    greet: (c) => `Meet-and-greet: ${c}`,
    details: (url) => `Lesson details: ${url}`,
  },
  "zh-TW": { calendar: "課程", greet: (c) => `見面會：${c}`, details: (url) => `課程詳情：${url}` },
  "zh-CN": { calendar: "课程", greet: (c) => `见面会：${c}`, details: (url) => `课程详情：${url}` },
};
