import { defineMessages } from "../i18n/message-table";

/** Feedback dialog (spec 02 §5, §8). Composed in i18n/message-domains.ts. */
export const feedbackMessages = defineMessages({
  en: {
    "v.feedback_type_required": "Please choose Bug or Advice.",
    "v.feedback_file_invalid": "Please upload the screenshot again.",
    feedback_file_too_large: "file size cannot exceed 5MB",
    feedback_not_found: "This feedback does not exist.",
  },
  "zh-CN": {
    "v.feedback_type_required": "请选择错误或建议。",
    "v.feedback_file_invalid": "请重新上传截图。",
    feedback_file_too_large: "文件大小不能超过 5MB",
    feedback_not_found: "此反馈不存在。",
  },
  "zh-TW": {
    "v.feedback_type_required": "請選擇錯誤或建議。",
    "v.feedback_file_invalid": "請重新上傳截圖。",
    feedback_file_too_large: "檔案大小不能超過 5MB",
    feedback_not_found: "此意見回饋不存在。",
  },
});
