import { defineMessages } from "../i18n/message-table";

/** Server messages for courses and course sessions. Composed in i18n/message-domains.ts. */
export const coursesMessages = defineMessages({
  en: {
    "v.time_format": "Use a time such as 09:30 (24-hour).",
    "v.time_to_before_from": "The end time must be after the start time.",
    "v.tag_twice": "Each tag can be given only once.",
    course_not_found: "This course does not exist.",
    course_has_sessions: "This course still has course sessions; move or delete them first.",
    course_session_missing: "This course session does not exist.",
    private_session_type: "Course sessions 1 to 10 are the private kinds; they cannot become group classes.",
  },
  "zh-CN": {
    "v.time_format": "请使用 09:30 这样的时间格式（24 小时制）。",
    "v.time_to_before_from": "结束时间必须晚于开始时间。",
    "v.tag_twice": "每个标签只能填写一次。",
    course_not_found: "该课程不存在。",
    course_has_sessions: "该课程下仍有开课班期，请先移动或删除。",
    course_session_missing: "该开课班期不存在。",
    private_session_type: "编号 1 至 10 的开课班期为私人课程类型，不能改为团体班。",
  },
  "zh-TW": {
    "v.time_format": "請使用 09:30 這樣的時間格式（24 小時制）。",
    "v.time_to_before_from": "結束時間必須晚於開始時間。",
    "v.tag_twice": "每個標籤只能填寫一次。",
    course_not_found: "該課程不存在。",
    course_has_sessions: "該課程下仍有開課梯次，請先移動或刪除。",
    course_session_missing: "該開課梯次不存在。",
    private_session_type: "編號 1 至 10 的開課梯次為私人課程類型，不能改為團體班。",
  },
});
