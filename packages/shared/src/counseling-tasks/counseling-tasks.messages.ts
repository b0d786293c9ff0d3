import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for counseling tasks and meeting logs, and the due task's to-do title
 * (`{task}` the task's title, `{student}` the student's name, `{counselors}` the class's teachers).
 * Composed in i18n/message-domains.ts.
 */
export const counselingTasksMessages = defineMessages({
  en: {
    ct_saved: "Saved",
    ct_deleted: "Deleted successfully",
    ct_only_status: "You can change only the status of this task.",
    ct_due_todo: "Counseling task due: {task} ({student}); counselors: {counselors}",
    "v.ct_date": "Please enter a date as YYYY-MM-DD.",
    "v.ct_student_or_class": "Choose a student or a counseling class.",
    "v.ct_too_many": "Too many entries.",
    "v.ct_not_counseling_class": "The student is not in this counseling class.",
    "v.ct_no_counseling_class": "The student is in no counseling class.",
    "v.ct_assignee": "Choose the student or a counselor of the class.",
    "v.ct_attendee": "Attendees must be people of this class.",
    "v.ct_status_from_subtasks": "This task's status follows its subtasks.",
  },
  "zh-TW": {
    ct_saved: "已儲存",
    ct_deleted: "刪除成功",
    ct_only_status: "此任務您只能變更狀態。",
    ct_due_todo: "諮詢任務到期：{task}（{student}）；顧問：{counselors}",
    "v.ct_date": "請以 YYYY-MM-DD 格式輸入日期。",
    "v.ct_student_or_class": "請選擇學生或諮詢班級。",
    "v.ct_too_many": "項目太多。",
    "v.ct_not_counseling_class": "此學生不在這個諮詢班級。",
    "v.ct_no_counseling_class": "此學生沒有諮詢班級。",
    "v.ct_assignee": "請選擇學生本人或此班級的顧問。",
    "v.ct_attendee": "出席者必須是此班級的成員。",
    "v.ct_status_from_subtasks": "此任務的狀態依子任務而定。",
  },
  "zh-CN": {
    ct_saved: "已保存",
    ct_deleted: "删除成功",
    ct_only_status: "此任务您只能更改状态。",
    ct_due_todo: "咨询任务到期：{task}（{student}）；顾问：{counselors}",
    "v.ct_date": "请以 YYYY-MM-DD 格式输入日期。",
    "v.ct_student_or_class": "请选择学生或咨询班级。",
    "v.ct_too_many": "项目太多。",
    "v.ct_not_counseling_class": "此学生不在这个咨询班级。",
    "v.ct_no_counseling_class": "此学生没有咨询班级。",
    "v.ct_assignee": "请选择学生本人或此班级的顾问。",
    "v.ct_attendee": "出席者必须是此班级的成员。",
    "v.ct_status_from_subtasks": "此任务的状态依子任务而定。",
  },
});
