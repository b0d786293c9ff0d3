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
    "v.pr_locked_setting":
      "Someone has already taken this practice, so this can no longer change (only time, due date and sharers can). Copy it to change this.",
    "v.pr_class_unknown": "This class does not exist or is not one you teach.",
    pr_questions_locked:
      "Someone has already taken this practice: its questions can no longer change (time, date and sharers can). Copy it to change the questions.",
    pr_not_published: "This practice has no questions to take yet.",
    pr_past_due: "This practice is past its due date: no new attempt can start.",
    pr_drill_no_skills:
      "Not enough answers yet to find weak skills (each skill needs at least 3 answered questions), or no unseen questions of them are left.",
    fp_section_open: "Submit this section before going on.",
    fp_break_running: "The break is not over yet: the next section starts when it ends.",
    "v.fp_practice_twice": "A practice can be a section only once.",
    "v.fp_too_many_sections": "A full practice has at most 10 sections.",
    "v.fp_practice_unknown": "This practice does not exist or you cannot open it.",
  },
  "zh-CN": {
    "v.pr_duration_missing": "缺少测验时长！",
    "v.pr_due_date_missing": "缺少截止日期！",
    "v.pr_scoring_missing": "请选择测验的计分方式。",
    "v.pr_score_table_missing": "换算分数需要分数对照表。",
    "v.pr_item_unknown": "题库中没有这道题。",
    "v.pr_sharer_unknown": "没有此编号的用户、班级或标签。",
    "v.pr_link_format": "此链接无效。",
    "v.pr_locked_setting":
      "已有人做过这份练习，此项不能再修改（只有时间、截止日期和共享对象可以修改）。如需修改，请复制一份。",
    "v.pr_class_unknown": "此班级不存在，或不是你任教的班级。",
    pr_questions_locked:
      "已有人做过这份练习：题目不能再修改（时间、日期和共享对象仍可修改）。如需修改题目，请复制一份。",
    pr_not_published: "这份练习还没有可作答的题目。",
    pr_past_due: "这份练习已过截止日期，不能再开始新的作答。",
    pr_drill_no_skills:
      "作答数量还不足以找出薄弱技能（每项技能至少需答 3 题），或这些技能已没有未做过的题目。",
    fp_section_open: "请先提交这一部分再继续。",
    fp_break_running: "休息时间还没结束，结束后才能开始下一部分。",
    "v.fp_practice_twice": "同一份练习只能作为一个部分。",
    "v.fp_too_many_sections": "完整练习最多有 10 个部分。",
    "v.fp_practice_unknown": "这份练习不存在，或你无权打开。",
  },
  "zh-TW": {
    "v.pr_duration_missing": "缺少測驗時長！",
    "v.pr_due_date_missing": "缺少截止日期！",
    "v.pr_scoring_missing": "請選擇測驗的計分方式。",
    "v.pr_score_table_missing": "換算分數需要分數對照表。",
    "v.pr_item_unknown": "題庫中沒有這道題。",
    "v.pr_sharer_unknown": "沒有此編號的使用者、班級或標籤。",
    "v.pr_link_format": "此連結無效。",
    "v.pr_locked_setting":
      "已有人做過這份練習，此項不能再修改（只有時間、截止日期和分享對象可以修改）。如需修改，請複製一份。",
    "v.pr_class_unknown": "此班級不存在，或不是你任教的班級。",
    pr_questions_locked:
      "已有人做過這份練習：題目不能再修改（時間、日期和分享對象仍可修改）。如需修改題目，請複製一份。",
    pr_not_published: "這份練習還沒有可作答的題目。",
    pr_past_due: "這份練習已過截止日期，不能再開始新的作答。",
    pr_drill_no_skills:
      "作答數量還不足以找出薄弱技能（每項技能至少需答 3 題），或這些技能已沒有未做過的題目。",
    fp_section_open: "請先提交這一部分再繼續。",
    fp_break_running: "休息時間還沒結束，結束後才能開始下一部分。",
    "v.fp_practice_twice": "同一份練習只能作為一個部分。",
    "v.fp_too_many_sections": "完整練習最多有 10 個部分。",
    "v.fp_practice_unknown": "這份練習不存在，或你無權開啟。",
  },
});
