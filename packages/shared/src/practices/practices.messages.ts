import { defineMessages } from "../i18n/message-table";

/** Practices (spec 03 §5 Forms: the practice's three messages; §4 the lock after the first attempt). */
export const practicesMessages = defineMessages({
  en: {
    "v.pr_duration_missing": "Missing duration for the test!",
    "v.pr_due_date_missing": "Missing due date!",
    "v.pr_scoring_missing": "Please choose how the test should be scored.",
    "v.pr_score_table_missing": "A scaled score needs a score table.",
    "v.pr_item_unknown": "This question is not in the question bank.",
    "v.pr_sharer_unknown": "No user, class or tag has this id.",
    "v.pr_link_format": "This link is not valid.",
    pr_questions_locked:
      "Someone has already taken this practice: its questions can no longer change (time, date and sharers can). Copy it to change the questions.",
    pr_not_published: "This practice has no questions to take yet.",
  },
  "zh-CN": {
    "v.pr_duration_missing": "缺少测验时长！",
    "v.pr_due_date_missing": "缺少截止日期！",
    "v.pr_scoring_missing": "请选择测验的计分方式。",
    "v.pr_score_table_missing": "换算分数需要分数对照表。",
    "v.pr_item_unknown": "题库中没有这道题。",
    "v.pr_sharer_unknown": "没有此编号的用户、班级或标签。",
    "v.pr_link_format": "此链接无效。",
    pr_questions_locked:
      "已有人做过这份练习：题目不能再修改（时间、日期和共享对象仍可修改）。如需修改题目，请复制一份。",
    pr_not_published: "这份练习还没有可作答的题目。",
  },
  "zh-TW": {
    "v.pr_duration_missing": "缺少測驗時長！",
    "v.pr_due_date_missing": "缺少截止日期！",
    "v.pr_scoring_missing": "請選擇測驗的計分方式。",
    "v.pr_score_table_missing": "換算分數需要分數對照表。",
    "v.pr_item_unknown": "題庫中沒有這道題。",
    "v.pr_sharer_unknown": "沒有此編號的使用者、班級或標籤。",
    "v.pr_link_format": "此連結無效。",
    pr_questions_locked:
      "已有人做過這份練習：題目不能再修改（時間、日期和分享對象仍可修改）。如需修改題目，請複製一份。",
    pr_not_published: "這份練習還沒有可作答的題目。",
  },
});
