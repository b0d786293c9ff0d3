import { defineMessages } from "../i18n/message-table";

/** Server messages for session classes, class tickets and placement. Composed in i18n/message-domains.ts. */
export const classesMessages = defineMessages({
  en: {
    "v.user_twice": "Each person can be listed only once.",
    session_class_not_found: "This class does not exist.",
    class_not_in_session: "This class belongs to another course session.",
    class_has_students: "This class still has students; move them to another class first.",
    class_full: "This class is full.",
    class_ticket_not_found: "This class ticket does not exist.",
    student_already_in_class: "This student is already in this class.",
    ta_not_eligible: "A teaching assistant must be a teacher or a staff member.",
  },
  "zh-CN": {
    "v.user_twice": "每个人只能列出一次。",
    session_class_not_found: "该班级不存在。",
    class_not_in_session: "该班级属于其他开课班期。",
    class_has_students: "该班级仍有学生，请先将学生分到其他班级。",
    class_full: "该班级已满。",
    class_ticket_not_found: "该上课名额不存在。",
    student_already_in_class: "该学生已在此班级中。",
    ta_not_eligible: "助教必须是老师或工作人员。",
  },
  "zh-TW": {
    "v.user_twice": "每個人只能列出一次。",
    session_class_not_found: "該班級不存在。",
    class_not_in_session: "該班級屬於其他開課梯次。",
    class_has_students: "該班級仍有學生，請先將學生分到其他班級。",
    class_full: "該班級已滿。",
    class_ticket_not_found: "該上課名額不存在。",
    student_already_in_class: "該學生已在此班級中。",
    ta_not_eligible: "助教必須是老師或工作人員。",
  },
});
