import { defineMessages } from "../i18n/message-table";

/** Server messages for course materials (spec 03 §5). Composed in i18n/message-domains.ts. */
export const courseMaterialsMessages = defineMessages({
  en: {
    "v.cm_invalid_link": "Invalid link!",
    "v.cm_link_or_file": "Give either a link or a file.",
    "v.cm_delete_mode": "Choose to delete the folder only or the folder with its contents.",
    "v.cm_folder_not_found": "This folder is not in this class.",
    "v.cm_file_not_found": "Upload the file first; only your own uploads can be attached.",
    "v.cm_file_in_use": "This file is already attached to another material.",
  },
  "zh-TW": {
    "v.cm_invalid_link": "無效的連結！",
    "v.cm_link_or_file": "請提供連結或檔案其中一項。",
    "v.cm_delete_mode": "請選擇只刪除資料夾，或連同內容一起刪除。",
    "v.cm_folder_not_found": "此資料夾不屬於這個班級。",
    "v.cm_file_not_found": "請先上傳檔案；只能附加您自己上傳的檔案。",
    "v.cm_file_in_use": "此檔案已附加在其他教材上。",
  },
  "zh-CN": {
    "v.cm_invalid_link": "无效的链接！",
    "v.cm_link_or_file": "请提供链接或文件其中一项。",
    "v.cm_delete_mode": "请选择只删除文件夹，或连同内容一起删除。",
    "v.cm_folder_not_found": "此文件夹不属于这个班级。",
    "v.cm_file_not_found": "请先上传文件；只能附加您自己上传的文件。",
    "v.cm_file_in_use": "此文件已附加在其他教材上。",
  },
});
