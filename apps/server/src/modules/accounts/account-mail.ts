import type { Locale } from "@edu/shared";

type LinkMail = { subject: string; text: (link: string, name: string) => string };

const RESET: Record<Locale, LinkMail> = {
  en: {
    subject: "Reset your password",
    text: (link, name) =>
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.`,
  },
  "zh-CN": {
    subject: "重置您的密码",
    text: (link, name) =>
      `${name}，您好：\n\n我们收到了重置您账户密码的请求。请在一小时内打开以下链接设置新密码：\n\n${link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。`,
  },
  "zh-TW": {
    subject: "重設您的密碼",
    text: (link, name) =>
      `${name}，您好：\n\n我們收到了重設您帳戶密碼的請求。請在一小時內開啟以下連結設定新密碼：\n\n${link}\n\n如果這不是您本人的操作，請忽略此郵件，您的密碼不會改變。`,
  },
};

export function passwordResetMail(locale: Locale, link: string, name: string) {
  const template = RESET[locale];
  return { subject: template.subject, text: template.text(link, name) };
}
