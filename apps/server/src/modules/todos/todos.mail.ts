import type { Locale } from "@edu/shared";

type Parts = { title: string; when: string; timezone: string; location: string; url: string };

const line = (label: string, value: string) => (value ? `${label}${value}\n` : "");

/** The reminder mail in the recipient's language. */
export const TODO_REMINDER: Record<Locale, { subject: (p: Parts) => string; text: (p: Parts) => string }> = {
  en: {
    subject: (p) => `Reminder: ${p.title}`,
    text: (p) =>
      `${p.title}\n\nWhen: ${p.when} (${p.timezone})\n${line("Where: ", p.location)}${line("Open: ", p.url)}\nThis reminder was set in the to-do panel.`,
  },
  "zh-CN": {
    subject: (p) => `提醒：${p.title}`,
    text: (p) =>
      `${p.title}\n\n时间：${p.when}（${p.timezone}）\n${line("地点：", p.location)}${line("打开：", p.url)}\n此提醒来自待办事项面板。`,
  },
  "zh-TW": {
    subject: (p) => `提醒：${p.title}`,
    text: (p) =>
      `${p.title}\n\n時間：${p.when}（${p.timezone}）\n${line("地點：", p.location)}${line("開啟：", p.url)}\n此提醒來自待辦事項面板。`,
  },
};
