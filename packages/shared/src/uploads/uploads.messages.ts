import { defineMessages } from "../i18n/message-table";

/** Server messages for uploaded images and documents. Composed in i18n/message-domains.ts. */
export const uploadsMessages = defineMessages({
  en: {
    "v.file_required": "Please choose a file.",
    image_type_not_allowed: "Only JPEG, PNG, WebP and GIF images are accepted.",
    document_type_not_allowed:
      "Only PDF, image, Word, Excel and PowerPoint files, or audio recordings, are accepted.",
    image_too_large: "Images can be at most 5 MB.",
    document_too_large: "File cannot be bigger than 20 mb.",
    photo_not_found: "This image was not found.",
  },
  "zh-CN": {
    "v.file_required": "请选择文件。",
    image_type_not_allowed: "只接受 JPEG、PNG、WebP 和 GIF 图片。",
    document_type_not_allowed: "只接受 PDF、图片、Word、Excel 和 PowerPoint 文件或录音。",
    image_too_large: "图片不能超过 5 MB。",
    document_too_large: "文件不能大于 20 mb。",
    photo_not_found: "未找到这张图片。",
  },
  "zh-TW": {
    "v.file_required": "請選擇檔案。",
    image_type_not_allowed: "只接受 JPEG、PNG、WebP 和 GIF 圖片。",
    document_type_not_allowed: "只接受 PDF、圖片、Word、Excel 和 PowerPoint 檔案或錄音。",
    image_too_large: "圖片不能超過 5 MB。",
    document_too_large: "檔案不能大於 20 mb。",
    photo_not_found: "找不到這張圖片。",
  },
});
