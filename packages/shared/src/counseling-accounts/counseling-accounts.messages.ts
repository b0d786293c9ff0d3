import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for third-party application accounts (spec 03 §8): the login failure and the two
 * success texts are the spec's own; the rest say what the user can do. Composed in i18n/message-domains.ts.
 */
export const counselingAccountsMessages = defineMessages({
  en: {
    counseling_third_login_failed: "Your username and/or password is incorrect!",
    counseling_third_upload_ok: "Application data uploaded successfully!",
    counseling_third_mail_sent: "Email sent successfully!",
    counseling_third_login_ok: "Signed in to the application service successfully.",
    counseling_third_colleges_synced: "The college list was synced to the application service.",
    counseling_third_timeout:
      "The application service did not answer in time. Nothing was changed there; please try again in a few minutes.",
    counseling_third_unavailable: "The application service is not working right now. Please try again later.",
    counseling_third_not_configured: "No application service is connected to this site yet.",
    counseling_third_no_login: "Save the student's username and password for this service first.",
    counseling_third_not_counselor: "This person is not one of the student's counselors.",
    counseling_third_invitation_accepted: "The advisor invitation was already accepted.",
    counseling_third_counselor_no_email: "This counselor has no email address to invite.",
    "v.common_app_id": "Use the digits of the Common App ID (4 to 12 digits).",
    "v.counseling_colleges_too_many": "At most 20 colleges can be synced.",
    "v.counseling_service_twice": "Each application service may be listed once.",
    "v.counseling_common_app_only":
      "Only a Common App account has a Common App ID and an advisor invitation.",
    counseling_third_password_unreadable:
      "The stored password can no longer be read (its key was retired). Please enter it again.",
    "v.counseling_reveal_reason": "Say why you need to see the password (at least 5 characters).",
  },
  "zh-CN": {
    counseling_third_login_failed: "您的用户名和/或密码不正确！",
    counseling_third_upload_ok: "申请表资料上传成功！",
    counseling_third_mail_sent: "信件寄送成功！",
    counseling_third_login_ok: "已成功登录申请系统。",
    counseling_third_colleges_synced: "学校列表已同步到申请系统。",
    counseling_third_timeout: "申请系统未能及时响应，那边没有任何更改，请几分钟后再试。",
    counseling_third_unavailable: "申请系统目前无法使用，请稍后再试。",
    counseling_third_not_configured: "本站尚未连接申请系统。",
    counseling_third_no_login: "请先保存学生在此申请系统的用户名和密码。",
    counseling_third_not_counselor: "此人不是该学生的顾问。",
    counseling_third_invitation_accepted: "顾问邀请已被接受。",
    counseling_third_counselor_no_email: "此顾问没有可接收邀请的电子邮件地址。",
    "v.common_app_id": "请填写 Common App ID 的数字（4 至 12 位）。",
    "v.counseling_colleges_too_many": "最多只能同步 20 所学校。",
    "v.counseling_service_twice": "每个申请系统只能列出一次。",
    "v.counseling_common_app_only": "只有 Common App 帐号才有 Common App ID 和顾问邀请。",
    counseling_third_password_unreadable: "已保存的密码无法再读取（其密钥已停用），请重新输入。",
    "v.counseling_reveal_reason": "请说明查看密码的原因（至少 5 个字）。",
  },
  "zh-TW": {
    counseling_third_login_failed: "您的帳號和/或密碼不正確！",
    counseling_third_upload_ok: "申請表資料上傳成功！",
    counseling_third_mail_sent: "信件寄送成功！",
    counseling_third_login_ok: "已成功登入申請系統。",
    counseling_third_colleges_synced: "學校清單已同步到申請系統。",
    counseling_third_timeout: "申請系統未能及時回應，那邊沒有任何變更，請幾分鐘後再試。",
    counseling_third_unavailable: "申請系統目前無法使用，請稍後再試。",
    counseling_third_not_configured: "本站尚未連接申請系統。",
    counseling_third_no_login: "請先儲存學生在此申請系統的帳號和密碼。",
    counseling_third_not_counselor: "此人不是該學生的顧問。",
    counseling_third_invitation_accepted: "顧問邀請已被接受。",
    counseling_third_counselor_no_email: "此顧問沒有可接收邀請的電子郵件地址。",
    "v.common_app_id": "請填寫 Common App ID 的數字（4 至 12 位）。",
    "v.counseling_colleges_too_many": "最多只能同步 20 所學校。",
    "v.counseling_service_twice": "每個申請系統只能列出一次。",
    "v.counseling_common_app_only": "只有 Common App 帳號才有 Common App ID 和顧問邀請。",
    counseling_third_password_unreadable: "已儲存的密碼無法再讀取（其金鑰已停用），請重新輸入。",
    "v.counseling_reveal_reason": "請說明查看密碼的原因（至少 5 個字）。",
  },
});
