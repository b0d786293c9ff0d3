import { defineMessages } from "../i18n/message-table";

/** Server messages for enrollment forms, enrolled sessions and contracts. Composed in i18n/message-domains.ts. */
export const enrollmentMessages = defineMessages({
  en: {
    enrollment_emails_distinct: "The emails of all students and the parent must be different.",
    enrollment_student_self_only: "A student enrolls only themselves; parents may enroll several students.",
    enrollment_class_required: "Please choose at least one class.",
    enrollment_class_twice: "Each class can be chosen only once.",
    email_used_in_enrollment:
      "This email is already used in an enrollment for this class. Log in, or use another email.",
    enrollment_email_has_account:
      "This email is already used by an account. Log in to enroll with it, or use another email.",
    enrollment_referral_closed:
      "Referral information can be sent only within 7 days of enrolling. Please contact us instead.",
    student_not_users_student:
      "This student email is not yet linked to your account as your student. Please contact us.",
    course_session_not_found: "This class does not exist or is not open for enrollment.",
    enrollment_form_submitted: "This enrollment form has already been submitted.",
    enrollment_step_missing: "Please complete the previous step first.",
    enrollment_not_found: "This enrollment does not exist.",
    contract_not_found: "This enrollment has no contract yet.",
    contract_already_signed: "This contract has already been signed.",
    contract_unavailable: "The contract cannot be generated right now. Please try again later.",
  },
  "zh-CN": {
    enrollment_emails_distinct: "所有学生和家长的邮箱必须互不相同。",
    enrollment_student_self_only: "学生只能为自己报名；家长可以为多位学生报名。",
    enrollment_class_required: "请至少选择一门课程。",
    enrollment_class_twice: "每门课程只能选择一次。",
    email_used_in_enrollment: "此邮箱已用于该课程的报名。请登录，或使用其他邮箱。",
    enrollment_email_has_account: "此邮箱已被一个账户使用。请登录后用它报名，或使用其他邮箱。",
    enrollment_referral_closed: "推荐信息只能在报名后 7 天内提交。请直接联系我们。",
    student_not_users_student: "此学生邮箱尚未关联为您的学生，请联系我们。",
    course_session_not_found: "该课程不存在或未开放报名。",
    enrollment_form_submitted: "此报名表已提交。",
    enrollment_step_missing: "请先完成上一步。",
    enrollment_not_found: "该报名记录不存在。",
    contract_not_found: "该报名尚无合同。",
    contract_already_signed: "此合同已签署。",
    contract_unavailable: "暂时无法生成合同，请稍后再试。",
  },
  "zh-TW": {
    enrollment_emails_distinct: "所有學生和家長的電子郵件必須互不相同。",
    enrollment_student_self_only: "學生只能為自己報名；家長可以為多位學生報名。",
    enrollment_class_required: "請至少選擇一門課程。",
    enrollment_class_twice: "每門課程只能選擇一次。",
    email_used_in_enrollment: "此電子郵件已用於該課程的報名。請登入，或使用其他電子郵件。",
    enrollment_email_has_account: "此電子郵件已被一個帳號使用。請登入後用它報名，或使用其他電子郵件。",
    enrollment_referral_closed: "推薦資訊只能在報名後 7 天內提交。請直接聯絡我們。",
    student_not_users_student: "此學生電子郵件尚未連結為您的學生，請聯絡我們。",
    course_session_not_found: "該課程不存在或未開放報名。",
    enrollment_form_submitted: "此報名表已送出。",
    enrollment_step_missing: "請先完成上一步。",
    enrollment_not_found: "該報名紀錄不存在。",
    contract_not_found: "該報名尚無合約。",
    contract_already_signed: "此合約已簽署。",
    contract_unavailable: "暫時無法產生合約，請稍後再試。",
  },
});
