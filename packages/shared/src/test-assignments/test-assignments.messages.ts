import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for assigning and grading tests, and the assignment mail (`{title}` the form's title,
 * `{student}` the student's name, `{opens}` and `{due}` times in the school's zone). Composed in
 * i18n/message-domains.ts.
 */
export const testAssignmentsMessages = defineMessages({
  en: {
    ta_mail_subject: "New test assigned: {title}",
    ta_mail_student: "You have a new test: {title}. It opens {opens}. Due: {due}.",
    ta_mail_parent: "{student} has a new test: {title}. It opens {opens}. Due: {due}.",
    ta_no_due: "no due time",
    ta_not_submitted: "This attempt has not been submitted yet.",
    ta_permission_exists: "A request to grade this attempt already exists.",
    "v.ta_instant": "Please enter a date and time with its time zone.",
    "v.ta_too_many": "Too many students.",
    "v.ta_class_or_students": "Choose a class or at least one student.",
    "v.ta_due_after_open": "The due time must be after the opening time.",
    "v.ta_not_teacher": "You do not teach this class or student.",
    "v.ta_not_gradable": "This item is not graded by a teacher.",
  },
  "zh-TW": {
    ta_mail_subject: "新的測驗：{title}",
    ta_mail_student: "您有一份新的測驗：{title}。開放時間：{opens}。截止時間：{due}。",
    ta_mail_parent: "{student} 有一份新的測驗：{title}。開放時間：{opens}。截止時間：{due}。",
    ta_no_due: "無截止時間",
    ta_not_submitted: "此次作答尚未交卷。",
    ta_permission_exists: "已有批改此次作答的申請。",
    "v.ta_instant": "請輸入含時區的日期與時間。",
    "v.ta_too_many": "學生人數太多。",
    "v.ta_class_or_students": "請選擇班級或至少一位學生。",
    "v.ta_due_after_open": "截止時間必須晚於開放時間。",
    "v.ta_not_teacher": "您沒有教這個班級或學生。",
    "v.ta_not_gradable": "此題不是由老師批改。",
  },
  "zh-CN": {
    ta_mail_subject: "新的测验：{title}",
    ta_mail_student: "您有一份新的测验：{title}。开放时间：{opens}。截止时间：{due}。",
    ta_mail_parent: "{student} 有一份新的测验：{title}。开放时间：{opens}。截止时间：{due}。",
    ta_no_due: "无截止时间",
    ta_not_submitted: "此次作答尚未交卷。",
    ta_permission_exists: "已有批改此次作答的申请。",
    "v.ta_instant": "请输入含时区的日期与时间。",
    "v.ta_too_many": "学生人数太多。",
    "v.ta_class_or_students": "请选择班级或至少一位学生。",
    "v.ta_due_after_open": "截止时间必须晚于开放时间。",
    "v.ta_not_teacher": "您没有教这个班级或学生。",
    "v.ta_not_gradable": "此题不是由老师批改。",
  },
});
