import type { Locale } from "@edu/shared";

export type LessonNoticeParts = {
  name: string;
  className: string;
  /** "tomorrow", "today" or "" (further ahead), as the reader's day in the lesson's zone. */
  day: "tomorrow" | "today" | "";
  /** "2026-11-24 (Tue) 14:00" in the lesson's zone. */
  when: string;
  timezone: string;
  minutes: number;
  place: string;
  note: string;
  link: string;
};

const DAY_WORD: Record<Locale, Record<"tomorrow" | "today", string>> = {
  en: { tomorrow: "tomorrow", today: "today" },
  "zh-TW": { tomorrow: "明天", today: "今天" },
  "zh-CN": { tomorrow: "明天", today: "今天" },
};

/** The "lesson tomorrow" notice in each language: mail subject and text, and the short LINE text. */
export const LESSON_TOMORROW: Record<
  Locale,
  {
    subject: (p: LessonNoticeParts) => string;
    text: (p: LessonNoticeParts) => string;
    line: (p: LessonNoticeParts) => string;
  }
> = {
  en: {
    subject: (p) => `Lesson ${p.day ? `${DAY_WORD.en[p.day]}: ` : ": "}${p.className}, ${p.when}`,
    text: (p) =>
      `Hello ${p.name},\n\nA reminder of the lesson of ${p.className}${p.day ? ` ${DAY_WORD.en[p.day]}` : ""}:\n\n` +
      `${p.when} (${p.timezone}), ${p.minutes} minutes${p.place ? `\n${p.place}` : ""}${p.note ? `\n${p.note}` : ""}\n\n` +
      `The class's schedule:\n\n${p.link}\n`,
    line: (p) =>
      `Lesson ${p.day ? `${DAY_WORD.en[p.day]}` : "reminder"}: ${p.className}\n${p.when} (${p.timezone}), ${p.minutes} min${p.place ? `\n${p.place}` : ""}`,
  },
  "zh-TW": {
    subject: (p) => `${p.day ? `${DAY_WORD["zh-TW"][p.day]}上課` : "上課提醒"}：${p.className}，${p.when}`,
    text: (p) =>
      `${p.name} 您好：\n\n提醒您${p.day ? DAY_WORD["zh-TW"][p.day] : ""}有「${p.className}」的課程：\n\n` +
      `${p.when}（${p.timezone}），共 ${p.minutes} 分鐘${p.place ? `\n${p.place}` : ""}${p.note ? `\n${p.note}` : ""}\n\n` +
      `課程時間表：\n\n${p.link}\n`,
    line: (p) =>
      `${p.day ? `${DAY_WORD["zh-TW"][p.day]}上課` : "上課提醒"}：${p.className}\n${p.when}（${p.timezone}），${p.minutes} 分鐘${p.place ? `\n${p.place}` : ""}`,
  },
  "zh-CN": {
    subject: (p) => `${p.day ? `${DAY_WORD["zh-CN"][p.day]}上课` : "上课提醒"}：${p.className}，${p.when}`,
    text: (p) =>
      `${p.name} 您好：\n\n提醒您${p.day ? DAY_WORD["zh-CN"][p.day] : ""}有“${p.className}”的课程：\n\n` +
      `${p.when}（${p.timezone}），共 ${p.minutes} 分钟${p.place ? `\n${p.place}` : ""}${p.note ? `\n${p.note}` : ""}\n\n` +
      `课程时间表：\n\n${p.link}\n`,
    line: (p) =>
      `${p.day ? `${DAY_WORD["zh-CN"][p.day]}上课` : "上课提醒"}：${p.className}\n${p.when}（${p.timezone}），${p.minutes} 分钟${p.place ? `\n${p.place}` : ""}`,
  },
};

/** The place of an online class. */
export const ONLINE_PLACE: Record<Locale, string> = {
  en: "Online",
  "zh-TW": "線上課程",
  "zh-CN": "线上课程",
};
