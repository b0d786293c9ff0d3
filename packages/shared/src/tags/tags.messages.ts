import { defineMessages } from "../i18n/message-table";

/** Server messages for user tags. Composed in i18n/message-domains.ts. */
export const tagsMessages = defineMessages({
  en: {
    "v.tag_name_length": "Tag names have at most 60 characters.",
    "v.tag_color": "Use a colour name or a hex colour such as #1677ff.",
    tag_not_found: "This tag does not exist.",
    tag_name_taken: "A tag with this name already exists.",
    tag_already_attached: "A user cannot be added twice to one tag",
    tag_not_attached: "This user does not have this tag.",
  },
  "zh-CN": {
    "v.tag_name_length": "标签名称最多 60 个字符。",
    "v.tag_color": "请使用颜色名称或十六进制颜色，例如 #1677ff。",
    tag_not_found: "该标签不存在。",
    tag_name_taken: "已存在同名标签。",
    tag_already_attached: "同一用户不能重复加入同一个标签",
    tag_not_attached: "该用户没有此标签。",
  },
  "zh-TW": {
    "v.tag_name_length": "標籤名稱最多 60 個字元。",
    "v.tag_color": "請使用顏色名稱或十六進位顏色，例如 #1677ff。",
    tag_not_found: "該標籤不存在。",
    tag_name_taken: "已存在同名標籤。",
    tag_already_attached: "同一使用者不能重複加入同一個標籤",
    tag_not_attached: "該使用者沒有此標籤。",
  },
});
