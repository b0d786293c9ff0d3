import { defineMessages } from "../i18n/message-table";

/** Server messages for FAQ topics and labels. Composed in i18n/message-domains.ts. */
export const faqMessages = defineMessages({
  en: {
    "v.slug_format": "Use lower-case letters and digits separated by dashes (e.g. about-us).",
    faq_topic_not_found: "This FAQ topic does not exist.",
    faq_label_not_found: "This FAQ label does not exist.",
    faq_topic_slug_taken: "A topic with this slug already exists.",
    faq_topic_not_empty: "This topic still has questions; move or delete them first.",
  },
  "zh-CN": {
    "v.slug_format": "请使用以短横线分隔的小写字母和数字（例如 about-us）。",
    faq_topic_not_found: "该常见问题主题不存在。",
    faq_label_not_found: "该常见问题标签不存在。",
    faq_topic_slug_taken: "已存在使用此标识的主题。",
    faq_topic_not_empty: "该主题下仍有问题，请先移动或删除。",
  },
  "zh-TW": {
    "v.slug_format": "請使用以連字號分隔的小寫字母和數字（例如 about-us）。",
    faq_topic_not_found: "這個常見問題主題不存在。",
    faq_label_not_found: "這個常見問題標籤不存在。",
    faq_topic_slug_taken: "已有使用此代稱的主題。",
    faq_topic_not_empty: "這個主題下仍有問題，請先移動或刪除。",
  },
});
