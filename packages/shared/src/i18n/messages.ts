import type { Locale } from "./locales";

/**
 * Server-side messages (error catalogue, spec §8) and the validation message keys that shared zod
 * schemas use as their custom `error`. The web app shows these texts as the server sends them, and
 * uses the same table to translate client-side validation of the same schemas.
 */
const en = {
  // error codes → general messages
  validation_failed: "Validation failed, please check your inputs.",
  bad_request: "Oop, something went wrong. Please contact us.",
  blocked: "Blocked",
  not_found_user: "Not found user",
  unauthorized: "Unauthorized",
  unauthenticated: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  not_found: "Not found.",
  route_not_found: "There is no such API route.",
  conflict: "This conflicts with the current state. Please reload and try again.",
  payload_too_large: "The file or request is too large.",
  unsupported_media_type: "This type of file or content is not accepted.",
  too_many_requests: "Too many requests. Please wait a moment and try again.",
  internal_error: "Something went wrong on our side. Please try again later.",
  service_unavailable: "The service is temporarily unavailable.",
  captcha_invalid: "The captcha code is invalid",
  // validation keys used by shared schemas (prefixed "v.")
  "v.required": "This field is required.",
  "v.email_format": "Please check email format.",
  "v.phone_min": "Phone number needs at least 7 digits.",
  "v.money_positive": "Money must be a number greater than 0.",
  "v.captcha_required": "Please enter the captcha.",
  "v.username_format": "Usernames use letters, digits, dots, dashes and underscores (at most 40).",
  "v.password_length": "Passwords have 8 to 128 characters.",
  "v.password_mismatch": "The passwords do not match.",
  email_taken: "This email is already registered. Log in, or recover your password.",
  username_taken: "This username is already registered.",
  email_not_registered: "This email is not registered.",
  reset_link_expired: "This link has expired. Please request a new one.",
  invalid_link: "This link is not valid.",
} as const;

export type MessageKey = keyof typeof en;

const zhCN: Record<MessageKey, string> = {
  validation_failed: "验证失败，请检查输入内容。",
  bad_request: "哎呀，出了点问题，请联系我们。",
  blocked: "Blocked",
  not_found_user: "Not found user",
  unauthorized: "Unauthorized",
  unauthenticated: "请先登录。",
  forbidden: "您没有权限执行此操作。",
  not_found: "未找到。",
  route_not_found: "没有这个接口路径。",
  conflict: "与当前状态冲突，请刷新后重试。",
  payload_too_large: "文件或请求过大。",
  unsupported_media_type: "不接受此类文件或内容。",
  too_many_requests: "请求过于频繁，请稍后再试。",
  internal_error: "服务器出现问题，请稍后再试。",
  service_unavailable: "服务暂时不可用。",
  captcha_invalid: "验证码无效",
  "v.required": "此项为必填项。",
  "v.email_format": "请检查邮箱格式。",
  "v.phone_min": "电话号码至少需要 7 位数字。",
  "v.money_positive": "金额必须是大于 0 的数字。",
  "v.captcha_required": "请输入验证码。",
  "v.username_format": "用户名只能包含字母、数字、点、短横线和下划线（最多 40 个字符）。",
  "v.password_length": "密码长度须为 8 到 128 个字符。",
  "v.password_mismatch": "两次输入的密码不一致。",
  email_taken: "此邮箱已注册。请登录，或找回密码。",
  username_taken: "此用户名已被注册。",
  email_not_registered: "此邮箱尚未注册。",
  reset_link_expired: "此链接已过期，请重新申请。",
  invalid_link: "此链接无效。",
};

const zhTW: Record<MessageKey, string> = {
  validation_failed: "驗證失敗，請檢查輸入內容。",
  bad_request: "哎呀，出了點問題，請聯絡我們。",
  blocked: "Blocked",
  not_found_user: "Not found user",
  unauthorized: "Unauthorized",
  unauthenticated: "請先登入。",
  forbidden: "您沒有權限執行此操作。",
  not_found: "找不到。",
  route_not_found: "沒有這個介面路徑。",
  conflict: "與目前狀態衝突，請重新整理後再試。",
  payload_too_large: "檔案或請求過大。",
  unsupported_media_type: "不接受此類檔案或內容。",
  too_many_requests: "請求過於頻繁，請稍後再試。",
  internal_error: "伺服器發生問題，請稍後再試。",
  service_unavailable: "服務暫時無法使用。",
  captcha_invalid: "驗證碼無效",
  "v.required": "此欄位為必填。",
  "v.email_format": "請檢查電子郵件格式。",
  "v.phone_min": "電話號碼至少需要 7 位數字。",
  "v.money_positive": "金額必須是大於 0 的數字。",
  "v.captcha_required": "請輸入驗證碼。",
  "v.username_format": "使用者名稱只能包含字母、數字、點、連字號和底線（最多 40 個字元）。",
  "v.password_length": "密碼長度須為 8 到 128 個字元。",
  "v.password_mismatch": "兩次輸入的密碼不一致。",
  email_taken: "此電子郵件已註冊。請登入，或找回密碼。",
  username_taken: "此使用者名稱已被註冊。",
  email_not_registered: "此電子郵件尚未註冊。",
  reset_link_expired: "此連結已過期，請重新申請。",
  invalid_link: "此連結無效。",
};

// "Blocked", "Not found user" and "Unauthorized" stay in English on purpose: the web client matches
// them literally (spec §8) and never shows them.
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, "zh-CN": zhCN, "zh-TW": zhTW };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function translateMessage(locale: Locale, key: MessageKey): string {
  return MESSAGES[locale][key];
}
