import type { Locale } from "@edu/shared";

/** `referralLink`: the page where referral information is taken for 7 days (spec §9). */
type Lines = { students: string[]; classes: string[]; referralLink: string };

const TEXT: Record<Locale, { subject: string; body: (name: string, lines: Lines) => string }> = {
  en: {
    subject: "We received your enrollment",
    body: (name, { students, classes, referralLink }) =>
      `Hello ${name},\n\nThank you for enrolling. We received your enrollment form:\n\nStudents:\n${students.map((s) => `- ${s}`).join("\n")}\n\nClasses:\n${classes.map((c) => `- ${c}`).join("\n")}\n\nWe will reply within 1 business day. Referral information may be sent to us within 7 days, here:\n\n${referralLink}`,
  },
  "zh-CN": {
    subject: "我们已收到您的报名",
    body: (name, { students, classes, referralLink }) =>
      `${name}，您好：\n\n感谢您的报名，我们已收到您的报名表：\n\n学生：\n${students.map((s) => `- ${s}`).join("\n")}\n\n课程：\n${classes.map((c) => `- ${c}`).join("\n")}\n\n我们将在 1 个工作日内回复您。推荐信息可在 7 天内在此补充提交：\n\n${referralLink}`,
  },
  "zh-TW": {
    subject: "我們已收到您的報名",
    body: (name, { students, classes, referralLink }) =>
      `${name}，您好：\n\n感謝您的報名，我們已收到您的報名表：\n\n學生：\n${students.map((s) => `- ${s}`).join("\n")}\n\n課程：\n${classes.map((c) => `- ${c}`).join("\n")}\n\n我們將在 1 個工作天內回覆您。推薦資訊可在 7 天內在此補充提交：\n\n${referralLink}`,
  },
};

export function enrollmentConfirmationMail(locale: Locale, name: string, lines: Lines) {
  const template = TEXT[locale];
  return { subject: template.subject, text: template.body(name, lines) };
}

const CONTRACT: Record<
  Locale,
  { subject: string; body: (name: string, title: string, link: string) => string }
> = {
  en: {
    subject: "Your enrollment contract is ready to sign",
    body: (name, title, link) =>
      `Hello ${name},\n\nThe contract "${title}" is ready. Please sign in, read it and sign it here:\n\n${link}\n\nIf you have any question, reply to this mail or contact us.`,
  },
  "zh-CN": {
    subject: "您的报名合同已可签署",
    body: (name, title, link) =>
      `${name}，您好：\n\n合同「${title}」已准备好。请登录后阅读并在此签署：\n\n${link}\n\n如有任何问题，请回复此邮件或联系我们。`,
  },
  "zh-TW": {
    subject: "您的報名合約已可簽署",
    body: (name, title, link) =>
      `${name}，您好：\n\n合約「${title}」已準備好。請登入後閱讀並在此簽署：\n\n${link}\n\n如有任何問題，請回覆此郵件或聯絡我們。`,
  },
};

export function contractMail(locale: Locale, name: string, title: string, link: string) {
  const template = CONTRACT[locale];
  return { subject: template.subject, text: template.body(name, title, link) };
}
