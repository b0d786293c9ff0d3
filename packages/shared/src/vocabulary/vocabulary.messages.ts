import { defineMessages } from "../i18n/message-table";

/** Server messages for vocabulary flashcards (issue 34; the two media messages are spec 03 §5's). */
export const vocabularyMessages = defineMessages({
  en: {
    vocab_media_type: "Please upload the image or video in the right format!",
    vocab_media_too_large: "The image or video cannot be bigger than 5 mb!",
    vocab_collect_title_taken: "You already have a list with this title.",
    vocab_not_list_owner: "Only the list's owner can change it.",
    vocab_not_mnemonic_author: "Only the mnemonic's author can change or delete it.",
    "v.vocab_class_required": "Choose the class to share this list with.",
    "v.vocab_not_in_class": "You can share a list only with a class you belong to.",
    "v.vocab_unknown_word": "This word is not in the dictionary.",
    "v.vocab_file_unknown": "Upload the file again: this one is not yours or no longer exists.",
  },
  "zh-TW": {
    vocab_media_type: "請上傳正確格式的圖片或影片！",
    vocab_media_too_large: "圖片或影片不能大於 5 mb！",
    vocab_collect_title_taken: "你已經有同名的單字表。",
    vocab_not_list_owner: "只有單字表的建立者可以修改。",
    vocab_not_mnemonic_author: "只有記憶法的作者可以修改或刪除。",
    "v.vocab_class_required": "請選擇要分享的班級。",
    "v.vocab_not_in_class": "只能分享給你所屬的班級。",
    "v.vocab_unknown_word": "字典裡沒有這個單字。",
    "v.vocab_file_unknown": "請重新上傳：這個檔案不是你的或已不存在。",
  },
  "zh-CN": {
    vocab_media_type: "请上传正确格式的图片或视频！",
    vocab_media_too_large: "图片或视频不能大于 5 mb！",
    vocab_collect_title_taken: "你已经有同名的单词表。",
    vocab_not_list_owner: "只有单词表的创建者可以修改。",
    vocab_not_mnemonic_author: "只有记忆法的作者可以修改或删除。",
    "v.vocab_class_required": "请选择要分享的班级。",
    "v.vocab_not_in_class": "只能分享给你所属的班级。",
    "v.vocab_unknown_word": "字典里没有这个单词。",
    "v.vocab_file_unknown": "请重新上传：这个文件不是你的或已不存在。",
  },
});
