import { defineMessages } from "../i18n/message-table";

/** The mail center. Composed in i18n/message-domains.ts. */
export const mailCenterMessages = defineMessages({
  en: {
    "v.mail_unknown_variables":
      "Unknown variables: {names}. Use {{name}}, {{first_name}}, {{username}} or {{school}}.",
    "v.mail_body_required": "Write the mail for this language, or leave its subject blank too.",
    "v.mail_subject_required": "Give this language a subject, or leave its text blank too.",
    mail_no_recipients: "Nobody is reached by these recipients (active users with an email).",
    mail_not_found: "This mail does not exist.",
    mail_already_sent: "This mail was already sent: it can no longer change. Duplicate it to send again.",
    mail_template_not_found: "This template does not exist.",
    mail_recipient_not_found: "This user does not exist.",
  },
  "zh-CN": {
    "v.mail_unknown_variables":
      "未知的变量：{names}。可用 {{name}}、{{first_name}}、{{username}} 或 {{school}}。",
    "v.mail_body_required": "请填写此语言的内容，或将其主题也留空。",
    "v.mail_subject_required": "请填写此语言的主题，或将其内容也留空。",
    mail_no_recipients: "所选收件人中没有任何人（需为有电子邮件的启用用户）。",
    mail_not_found: "此邮件不存在。",
    mail_already_sent: "此邮件已发送，无法再修改。如需再次发送，请复制一份。",
    mail_template_not_found: "此模板不存在。",
    mail_recipient_not_found: "此用户不存在。",
  },
  "zh-TW": {
    "v.mail_unknown_variables":
      "未知的變數：{names}。可用 {{name}}、{{first_name}}、{{username}} 或 {{school}}。",
    "v.mail_body_required": "請填寫此語言的內容，或將其主旨也留空。",
    "v.mail_subject_required": "請填寫此語言的主旨，或將其內容也留空。",
    mail_no_recipients: "所選收件人中沒有任何人（需為有電子郵件的啟用使用者）。",
    mail_not_found: "此郵件不存在。",
    mail_already_sent: "此郵件已寄出，無法再修改。如需再次寄送，請複製一份。",
    mail_template_not_found: "此範本不存在。",
    mail_recipient_not_found: "此使用者不存在。",
  },
});
