import type { Locale } from "@edu/shared";

type Parts = { studentName: string; parentName: string; link: string; days: number };
type LinkRequestMail = { subject: string; text: (parts: Parts) => string };

/** To the student: someone asks to be linked as their parent; nothing happens unless they confirm. */
const REQUEST: Record<Locale, LinkRequestMail> = {
  en: {
    subject: "Confirm your parent's link to your account",
    text: ({ studentName, parentName, link, days }) =>
      `Hello ${studentName},\n\n${parentName} asked to be linked to your account as your parent. A linked parent sees your profile, classes, enrollments and contracts.\n\nIf this is your parent, sign in and confirm within ${days} days:\n\n${link}\n\nIf you do not know this person, do nothing (or decline the request on your home page): no link is made without your confirmation.`,
  },
  "zh-CN": {
    subject: "请确认家长与您账号的关联",
    text: ({ studentName, parentName, link, days }) =>
      `${studentName}，您好：\n\n${parentName} 申请以家长身份关联您的账号。关联后的家长可以查看您的个人资料、课程、报名和合约。\n\n如果这是您的家长，请在 ${days} 天内登录并确认：\n\n${link}\n\n如果您不认识此人，请不要操作（或在首页拒绝该请求）：未经您确认，不会建立任何关联。`,
  },
  "zh-TW": {
    subject: "請確認家長與您帳號的連結",
    text: ({ studentName, parentName, link, days }) =>
      `${studentName}，您好：\n\n${parentName} 申請以家長身分連結您的帳號。連結後的家長可以查看您的個人資料、課程、報名和合約。\n\n如果這是您的家長，請在 ${days} 天內登入並確認：\n\n${link}\n\n如果您不認識此人，請不要操作（或在首頁拒絕該請求）：未經您確認，不會建立任何連結。`,
  },
};

export function linkRequestMail(locale: Locale, parts: Parts) {
  const template = REQUEST[locale];
  return { subject: template.subject, text: template.text(parts) };
}
