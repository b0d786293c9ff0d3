import { defineMessages } from "../i18n/message-table";

/** Server messages for planned lessons (the dated lesson schedule). Composed in i18n/message-domains.ts. */
export const lessonScheduleMessages = defineMessages({
  en: {
    planned_lesson_not_found: "This planned lesson does not exist.",
    planned_lesson_taken: "This class already has a lesson at that time.",
    "v.weekday": "Choose weekdays from Sunday to Saturday.",
    "v.until_required": "Choose the last day of the weekly series.",
    "v.schedule_too_many": "A series adds at most 52 lessons; choose an earlier last day.",
  },
  "zh-CN": {
    planned_lesson_not_found: "该排定课程不存在。",
    planned_lesson_taken: "该班级在这个时间已有课程。",
    "v.weekday": "请从星期日到星期六中选择。",
    "v.until_required": "请选择每周课程的最后一天。",
    "v.schedule_too_many": "一次最多排 52 堂课，请选择较早的最后一天。",
  },
  "zh-TW": {
    planned_lesson_not_found: "此排定課程不存在。",
    planned_lesson_taken: "此班級在這個時間已有課程。",
    "v.weekday": "請從星期日到星期六中選擇。",
    "v.until_required": "請選擇每週課程的最後一天。",
    "v.schedule_too_many": "一次最多排 52 堂課，請選擇較早的最後一天。",
  },
});
