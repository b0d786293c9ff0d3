import { defineMessages } from "../i18n/message-table";

/** Server messages for teacher contracts. Composed in i18n/message-domains.ts. */
export const teacherContractsMessages = defineMessages({
  en: {
    "v.teacher_not_found": "No such teacher.",
    "v.document_not_found": "This document was not found.",
  },
  "zh-CN": {
    "v.teacher_not_found": "找不到该老师。",
    "v.document_not_found": "找不到该文件。",
  },
  "zh-TW": {
    "v.teacher_not_found": "找不到這位老師。",
    "v.document_not_found": "找不到這個檔案。",
  },
});
