import { defineMessages } from "../i18n/message-table";

/** Server messages for LINE sign-in and binding. Composed in i18n/message-domains.ts. */
export const lineMessages = defineMessages({
  en: {
    line_already_bound: "This LINE account is already linked to another user.",
    line_token_invalid: "This LINE sign-in has expired. Please sign in with LINE again.",
  },
  "zh-CN": {
    line_already_bound: "此 LINE 账号已绑定其他用户。",
    line_token_invalid: "LINE 登录已过期，请重新使用 LINE 登录。",
  },
  "zh-TW": {
    line_already_bound: "此 LINE 帳號已綁定其他使用者。",
    line_token_invalid: "LINE 登入已逾時，請重新使用 LINE 登入。",
  },
});
