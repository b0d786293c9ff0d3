import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for TOEFL sittings, transcripts and the "grading is done" mail (`{title}` the form's
 * title, `{total}` the total score, `{band}` the band, `{url}` the transcript's address). Composed in
 * i18n/message-domains.ts.
 */
export const toeflMessages = defineMessages({
  en: {
    toefl_corrected_subject: "Your TOEFL practice test has been graded: {title}",
    toefl_corrected_body:
      "Your teachers have finished grading your TOEFL practice test {title}. Total score: {total} (band {band}). Read your transcript and the comments on your writing and speaking: {url}",
    toefl_grades_pending: "Some writing or speaking answers are not graded yet.",
    toefl_not_submitted: "This sitting has not been submitted yet.",
    recording_too_large: "Recordings can be at most 10 MB.",
    "v.toefl_not_toefl": "This is not a TOEFL test.",
    "v.toefl_section": "This test has no such section.",
    "v.toefl_not_student_sitting": "This sitting is not one of this student's.",
    "v.toefl_asset_path": "This is not a file name a test form uses.",
  },
  "zh-TW": {
    toefl_corrected_subject: "您的托福模擬測驗已批改完成：{title}",
    toefl_corrected_body:
      "老師已批改完您的托福模擬測驗「{title}」。總分：{total}（等級 {band}）。請查看成績單及寫作、口說的評語：{url}",
    toefl_grades_pending: "仍有寫作或口說答案尚未批改。",
    toefl_not_submitted: "此次測驗尚未交卷。",
    recording_too_large: "錄音檔不能超過 10 MB。",
    "v.toefl_not_toefl": "這不是托福測驗。",
    "v.toefl_section": "此測驗沒有這個部分。",
    "v.toefl_not_student_sitting": "此次測驗不屬於這位學生。",
    "v.toefl_asset_path": "這不是測驗使用的檔案名稱。",
  },
  "zh-CN": {
    toefl_corrected_subject: "您的托福模拟测验已批改完成：{title}",
    toefl_corrected_body:
      "老师已批改完您的托福模拟测验“{title}”。总分：{total}（等级 {band}）。请查看成绩单及写作、口语的评语：{url}",
    toefl_grades_pending: "仍有写作或口语答案尚未批改。",
    toefl_not_submitted: "此次测验尚未交卷。",
    recording_too_large: "录音文件不能超过 10 MB。",
    "v.toefl_not_toefl": "这不是托福测验。",
    "v.toefl_section": "此测验没有这个部分。",
    "v.toefl_not_student_sitting": "此次测验不属于这位学生。",
    "v.toefl_asset_path": "这不是测验使用的文件名称。",
  },
});
