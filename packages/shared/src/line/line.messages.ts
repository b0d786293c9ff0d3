import { defineMessages } from "../i18n/message-table";

/** Server messages for LINE sign-in, binding and the official account (notes, notifications). Composed in i18n/message-domains.ts. */
export const lineMessages = defineMessages({
  en: {
    line_already_bound: "This LINE account is already linked to another user.",
    line_token_invalid: "This LINE sign-in has expired. Please sign in with LINE again.",
    line_messaging_not_configured: "The school's LINE official account is not configured.",
    line_signature_invalid: "The LINE webhook signature is missing or does not verify.",
  },
  "zh-CN": {
    line_already_bound: "此 LINE 账号已绑定其他用户。",
    line_token_invalid: "LINE 登录已过期，请重新使用 LINE 登录。",
    line_messaging_not_configured: "学校的 LINE 官方账号尚未设置。",
    line_signature_invalid: "LINE webhook 签名缺失或无效。",
  },
  "zh-TW": {
    line_already_bound: "此 LINE 帳號已綁定其他使用者。",
    line_token_invalid: "LINE 登入已逾時，請重新使用 LINE 登入。",
    line_messaging_not_configured: "學校的 LINE 官方帳號尚未設定。",
    line_signature_invalid: "LINE webhook 簽章缺少或無效。",
  },
});
