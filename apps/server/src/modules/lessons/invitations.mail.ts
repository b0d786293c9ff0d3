import type { Locale } from "@edu/shared";

type Parts = {
  teacherName: string;
  className: string;
  salary: string;
  notes: string;
  accept: string;
  reject: string;
  expires: string;
};

const INVITE: Record<Locale, { subject: (p: Parts) => string; text: (p: Parts) => string }> = {
  en: {
    subject: (p) => `Teaching invitation: ${p.className}`,
    text: (p) =>
      `Hello ${p.teacherName},\n\nWe would like to invite you to teach ${p.className}.\nSalary: ${p.salary}\n${p.notes ? `\n${p.notes}\n` : ""}\nAccept (no sign-in needed):\n${p.accept}\n\nDecline:\n${p.reject}\n\nThese links work until ${p.expires}.`,
  },
  "zh-CN": {
    subject: (p) => `授课邀请：${p.className}`,
    text: (p) =>
      `${p.teacherName}，您好：\n\n诚邀您教授 ${p.className}。\n薪资：${p.salary}\n${p.notes ? `\n${p.notes}\n` : ""}\n接受（无需登录）：\n${p.accept}\n\n拒绝：\n${p.reject}\n\n链接有效期至 ${p.expires}。`,
  },
  "zh-TW": {
    subject: (p) => `授課邀請：${p.className}`,
    text: (p) =>
      `${p.teacherName}，您好：\n\n誠邀您教授 ${p.className}。\n薪資：${p.salary}\n${p.notes ? `\n${p.notes}\n` : ""}\n接受（無需登入）：\n${p.accept}\n\n拒絕：\n${p.reject}\n\n連結有效期至 ${p.expires}。`,
  },
};

export const invitationMail = (locale: Locale, parts: Parts) => ({
  subject: INVITE[locale].subject(parts),
  text: INVITE[locale].text(parts),
});

type ReplyParts = { teacherName: string; className: string; accepted: boolean };
const REPLY: Record<Locale, (p: ReplyParts) => { subject: string; text: string }> = {
  en: (p) => ({
    subject: `${p.teacherName} ${p.accepted ? "accepted" : "declined"}: ${p.className}`,
    text: `${p.teacherName} ${p.accepted ? "accepted" : "declined"} the invitation to teach ${p.className}.`,
  }),
  "zh-CN": (p) => ({
    subject: `${p.teacherName}${p.accepted ? "已接受" : "已拒绝"}：${p.className}`,
    text: `${p.teacherName}${p.accepted ? "已接受" : "已拒绝"} ${p.className} 的授课邀请。`,
  }),
  "zh-TW": (p) => ({
    subject: `${p.teacherName}${p.accepted ? "已接受" : "已拒絕"}：${p.className}`,
    text: `${p.teacherName}${p.accepted ? "已接受" : "已拒絕"} ${p.className} 的授課邀請。`,
  }),
};

export const invitationReplyMail = (locale: Locale, parts: ReplyParts) => REPLY[locale](parts);
