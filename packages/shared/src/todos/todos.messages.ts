import { defineMessages } from "../i18n/message-table";

/** To-do panel (spec 02 §5, §8). Composed in i18n/message-domains.ts. */
export const todosMessages = defineMessages({
  en: {
    "v.todo_title_required": "Please enter a title.",
    "v.todo_from_date_required": "Please choose a start date.",
    "v.todo_time_required": "Please choose a time, or tick all day.",
    "v.todo_time_step": "Times are in 15-minute steps (00:00 to 23:45).",
    "v.todo_date_format": "Please enter a date as YYYY-MM-DD.",
    "v.todo_member_not_staff": "Only active admins can be chosen.",
    todo_not_found: "This to-do does not exist.",
  },
  "zh-CN": {
    "v.todo_title_required": "请输入标题。",
    "v.todo_from_date_required": "请选择开始日期。",
    "v.todo_time_required": "请选择时间，或勾选全天。",
    "v.todo_time_step": "时间以 15 分钟为单位（00:00 至 23:45）。",
    "v.todo_date_format": "请按 YYYY-MM-DD 输入日期。",
    "v.todo_member_not_staff": "只能选择在职的管理员。",
    todo_not_found: "此待办事项不存在。",
  },
  "zh-TW": {
    "v.todo_title_required": "請輸入標題。",
    "v.todo_from_date_required": "請選擇開始日期。",
    "v.todo_time_required": "請選擇時間，或勾選全天。",
    "v.todo_time_step": "時間以 15 分鐘為單位（00:00 至 23:45）。",
    "v.todo_date_format": "請依 YYYY-MM-DD 輸入日期。",
    "v.todo_member_not_staff": "只能選擇在職的管理員。",
    todo_not_found: "此待辦事項不存在。",
  },
});
