import { defineMessages } from "../i18n/message-table";

/** Server messages for profiles and teacher applications. Composed in i18n/message-domains.ts. */
export const profilesMessages = defineMessages({
  en: {
    not_a_teacher: "This user is not a teacher.",
    teacher_application_not_found: "There is no teacher application for this email.",
  },
  "zh-CN": {
    not_a_teacher: "该用户不是老师。",
    teacher_application_not_found: "没有使用此邮箱的教师申请。",
  },
  "zh-TW": {
    not_a_teacher: "該使用者不是老師。",
    teacher_application_not_found: "沒有使用此電子郵件的教師申請。",
  },
});
