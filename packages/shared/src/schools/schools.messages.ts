import { defineMessages } from "../i18n/message-table";

/** Server messages for schools, their aliases, links and comparison tables. Composed in i18n/message-domains.ts. */
export const schoolsMessages = defineMessages({
  en: {
    "v.school_ref": "Use a school's number or its address name (lower-case letters, digits and dashes).",
    "v.state_code": "Use a two-letter state code such as CA or NY.",
    "v.slug": "Use lower-case letters and digits, with single dashes between words.",
    "v.school_year": "Use a year such as 2026 or an academic year such as 2025-26.",
    "v.school_fact_value": "This value does not fit this figure.",
    school_not_found: "This school does not exist.",
    school_slug_taken: "Another school already uses this address name.",
    school_alias_taken: "This name already belongs to a school.",
    /** A field's text: `{school}` is the owning school's name in the reader's language. */
    school_alias_taken_by: "This name already belongs to {school}.",
    school_alias_no_letters: "A name needs at least one letter or digit.",
    school_alias_not_found: "This alias does not exist.",
    school_import_interrupted:
      "The import stopped without finishing (the server was restarted or stopped). Rows imported before are kept: upload the file again to complete it.",
    school_link_not_found: "This link does not exist.",
    school_table_not_found: "This comparison table does not exist.",
  },
  "zh-CN": {
    "v.school_ref": "请使用学校编号或网址名称（小写字母、数字和连字号）。",
    "v.state_code": "请使用两个字母的州代码，例如 CA 或 NY。",
    "v.slug": "请使用小写字母和数字，单词之间用单个连字号分隔。",
    "v.school_year": "请使用年份（例如 2026）或学年（例如 2025-26）。",
    "v.school_fact_value": "此数值不符合该项目。",
    school_not_found: "该学校不存在。",
    school_slug_taken: "已有其他学校使用此网址名称。",
    school_alias_taken: "此名称已属于某所学校。",
    school_alias_taken_by: "此名称已属于{school}。",
    school_alias_no_letters: "名称至少需要一个文字或数字。",
    school_alias_not_found: "该别名不存在。",
    school_import_interrupted:
      "导入未完成就停止了（服务器曾重启或停止）。之前导入的行已保留：请再次上传文件以完成导入。",
    school_link_not_found: "该链接不存在。",
    school_table_not_found: "该比较表不存在。",
  },
  "zh-TW": {
    "v.school_ref": "請使用學校編號或網址名稱（小寫字母、數字和連字號）。",
    "v.state_code": "請使用兩個字母的州代碼，例如 CA 或 NY。",
    "v.slug": "請使用小寫字母和數字，單字之間以單一連字號分隔。",
    "v.school_year": "請使用年份（例如 2026）或學年（例如 2025-26）。",
    "v.school_fact_value": "此數值不符合該項目。",
    school_not_found: "該學校不存在。",
    school_slug_taken: "已有其他學校使用此網址名稱。",
    school_alias_taken: "此名稱已屬於某所學校。",
    school_alias_taken_by: "此名稱已屬於{school}。",
    school_alias_no_letters: "名稱至少需要一個文字或數字。",
    school_alias_not_found: "該別名不存在。",
    school_import_interrupted:
      "匯入未完成就停止了（伺服器曾重新啟動或停止）。先前匯入的資料列已保留：請再次上傳檔案以完成匯入。",
    school_link_not_found: "該連結不存在。",
    school_table_not_found: "該比較表不存在。",
  },
});
