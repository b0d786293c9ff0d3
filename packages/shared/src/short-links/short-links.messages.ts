import { defineMessages } from "../i18n/message-table";

/** Server messages for short links. Composed in i18n/message-domains.ts. */
export const shortLinksMessages = defineMessages({
  en: {
    "v.short_url_key_format": "Short keys have 3 to 64 letters, digits, dashes or underscores.",
    short_url_key_taken: "This short key is already taken.",
  },
  "zh-CN": {
    "v.short_url_key_format": "短链接键名须为 3 到 64 个字母、数字、短横线或下划线。",
    short_url_key_taken: "该短链接键名已被使用。",
  },
  "zh-TW": {
    "v.short_url_key_format": "短網址代碼須為 3 到 64 個字母、數字、連字號或底線。",
    short_url_key_taken: "這個短網址代碼已被使用。",
  },
});
