import { defineMessages } from "../i18n/message-table";

/**
 * Server messages of the profile exports. Composed in i18n/message-domains.ts. The upload's success message
 * is counseling-accounts' `counseling_third_upload_ok` (one text for one event).
 */
export const counselingExportsMessages = defineMessages({
  en: {
    "v.export_target": "Choose Common App, Coalition App or UC App.",
    "v.export_lang": "Choose en, zh-TW or zh-CN.",
  },
  "zh-CN": {
    "v.export_target": "请选择 Common App、Coalition App 或 UC App。",
    "v.export_lang": "请选择 en、zh-TW 或 zh-CN。",
  },
  "zh-TW": {
    "v.export_target": "請選擇 Common App、Coalition App 或 UC App。",
    "v.export_lang": "請選擇 en、zh-TW 或 zh-CN。",
  },
});
