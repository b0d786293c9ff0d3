import { defineMessages } from "../i18n/message-table";

/** Server messages for the contact form. Composed in i18n/message-domains.ts. */
export const contactMessages = defineMessages({
  en: {
    "v.contact_name_required": "Please enter name.",
    "v.contact_message_required": "Please enter message.",
  },
  "zh-CN": {
    "v.contact_name_required": "请输入姓名。",
    "v.contact_message_required": "请输入留言内容。",
  },
  "zh-TW": {
    "v.contact_name_required": "請輸入姓名。",
    "v.contact_message_required": "請輸入留言內容。",
  },
});
