import { defineMessages } from "../i18n/message-table";

/** Server messages for profiles and teacher applications. Composed in i18n/message-domains.ts. */
export const profilesMessages = defineMessages({
  en: {
    "v.tw_id_format": "Please enter a valid Taiwan ID or resident certificate (ARC) number, e.g. A123456789.",
    "v.cn_id_format": "Please enter a valid 18-character resident ID number.",
    "v.bank_code_format": "The bank code is three digits, e.g. 822.",
    "v.bank_account_format": "The account number is 6 to 20 digits.",
    "v.zip_format": "Please check the postal code.",
    not_a_teacher: "This user is not a teacher.",
    teacher_application_not_found: "There is no teacher application for this email.",
  },
  "zh-CN": {
    "v.tw_id_format": "请输入有效的台湾身份证或居留证号码，例如 A123456789。",
    "v.cn_id_format": "请输入有效的 18 位居民身份证号码。",
    "v.bank_code_format": "银行代码为三位数字，例如 822。",
    "v.bank_account_format": "账号为 6 至 20 位数字。",
    "v.zip_format": "请检查邮政编码。",
    not_a_teacher: "该用户不是老师。",
    teacher_application_not_found: "没有使用此邮箱的教师申请。",
  },
  "zh-TW": {
    "v.tw_id_format": "請輸入有效的身分證或居留證號碼，例如 A123456789。",
    "v.cn_id_format": "請輸入有效的 18 碼大陸居民身分證號碼。",
    "v.bank_code_format": "銀行代碼為三位數字，例如 822。",
    "v.bank_account_format": "帳號為 6 至 20 位數字。",
    "v.zip_format": "請檢查郵遞區號。",
    not_a_teacher: "該使用者不是老師。",
    teacher_application_not_found: "沒有使用此電子郵件的教師申請。",
  },
});
