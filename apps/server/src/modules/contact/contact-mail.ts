import type { Locale } from "@edu/shared";

type Notice = { name: string; email: string | null; phone: string | null; message: string; id: number };

const LABELS: Record<
  Locale,
  { subject: (name: string) => string; intro: string; fields: [string, string, string]; link: string }
> = {
  en: {
    subject: (name) => `New contact message from ${name}`,
    intro: "A visitor sent a message through the contact form.",
    fields: ["Name", "Email", "Phone"],
    link: "Read and mark it handled in the admin contact messages.",
  },
  "zh-CN": {
    subject: (name) => `来自 ${name} 的新留言`,
    intro: "有访客通过联系表单发送了留言。",
    fields: ["姓名", "邮箱", "电话"],
    link: "请在后台的联系留言中查看并标记为已处理。",
  },
  "zh-TW": {
    subject: (name) => `來自 ${name} 的新留言`,
    intro: "有訪客透過聯絡表單送出了留言。",
    fields: ["姓名", "電子郵件", "電話"],
    link: "請在後台的聯絡留言中查看並標記為已處理。",
  },
};

/** The notification staff receive for a contact message (plain text: the message is shown as typed). */
export function contactNoticeMail(locale: Locale, notice: Notice) {
  const l = LABELS[locale];
  const [nameLabel, emailLabel, phoneLabel] = l.fields;
  return {
    subject: l.subject(notice.name.replace(/[\r\n]+/g, " ").slice(0, 80)),
    text: [
      l.intro,
      "",
      `${nameLabel}: ${notice.name}`,
      `${emailLabel}: ${notice.email ?? "-"}`,
      `${phoneLabel}: ${notice.phone ?? "-"}`,
      "",
      notice.message,
      "",
      `${l.link} (#${notice.id})`,
    ].join("\n"),
  };
}
