import { defineMessages } from "../i18n/message-table";

/** Server messages for site content. Composed in i18n/message-domains.ts. */
export const contentMessages = defineMessages({
  en: {
    "v.site_content_key": "Keys use lower-case letters, digits, dots, dashes and underscores.",
  },
  "zh-CN": {
    "v.site_content_key": "键名只能包含小写字母、数字、点、短横线和下划线。",
  },
  "zh-TW": {
    "v.site_content_key": "鍵名只能包含小寫字母、數字、點、連字號和底線。",
  },
});
