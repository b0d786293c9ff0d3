import { defineMessages } from "../i18n/message-table";

/**
 * Validation messages of a test form (test-form.schemas.ts, test-form.rules.ts, form-json.ts): what an
 * author fixes when a form is saved or imported. Composed in i18n/message-domains.ts.
 */
export const testEngineMessages = defineMessages({
  en: {
    "v.te_key_format": "Use 1–64 letters, digits, _ or - (starting with a letter or digit).",
    "v.te_asset_format": "Use a file name of letters, digits, ., _, - and /.",
    "v.te_number_format": "Enter a number such as 3.5, .5, -2 or a fraction such as 7/2.",
    "v.te_duplicate_key": "This key is already used in this form.",
    "v.te_unknown_key": "Nothing in this form has this key.",
    "v.te_skill_domain": "This skill belongs to another domain than the question's.",
    "v.te_routing_order": "Routing may only lead to a later module of the same section.",
    "v.te_min_above_max": "The minimum cannot be above the maximum.",
    "v.te_table_gap": "Score table rows must list every raw score in order, without gaps.",
    "v.te_table_decreasing": "A scaled score cannot be lower than the one for a smaller raw score.",
    "v.te_default_table": "Only the last score table has no module path (it is the default).",
    "v.te_out_of_scale": "This score is outside the scale's minimum and maximum.",
    "v.te_band_order": "Band rows must ascend by minimum score, with bands never decreasing.",
    "v.te_band_start": "The first band row must start at the scale's minimum.",
    "v.te_json_syntax": "This file is not valid JSON.",
  },
  "zh-CN": {
    "v.te_key_format": "请使用 1–64 个字母、数字、_ 或 -（以字母或数字开头）。",
    "v.te_asset_format": "文件名只能包含字母、数字、.、_、- 和 /。",
    "v.te_number_format": "请输入数字，例如 3.5、.5、-2，或分数，例如 7/2。",
    "v.te_duplicate_key": "此键已在本试卷中使用。",
    "v.te_unknown_key": "本试卷中没有使用此键的内容。",
    "v.te_skill_domain": "此技能属于与题目不同的领域。",
    "v.te_routing_order": "路由只能指向同一部分中后面的模块。",
    "v.te_min_above_max": "最小值不能大于最大值。",
    "v.te_table_gap": "分数换算表必须按顺序列出每个原始分，不能有空缺。",
    "v.te_table_decreasing": "换算分不能低于较小原始分对应的分数。",
    "v.te_default_table": "只有最后一张换算表可以不指定模块路径（作为默认表）。",
    "v.te_out_of_scale": "此分数超出了量表的最小值和最大值。",
    "v.te_band_order": "等级行必须按最低分递增，等级不能下降。",
    "v.te_band_start": "第一行等级必须从量表的最小值开始。",
    "v.te_json_syntax": "此文件不是有效的 JSON。",
  },
  "zh-TW": {
    "v.te_key_format": "請使用 1–64 個字母、數字、_ 或 -（以字母或數字開頭）。",
    "v.te_asset_format": "檔名只能包含字母、數字、.、_、- 和 /。",
    "v.te_number_format": "請輸入數字，例如 3.5、.5、-2，或分數，例如 7/2。",
    "v.te_duplicate_key": "此鍵已在本試卷中使用。",
    "v.te_unknown_key": "本試卷中沒有使用此鍵的內容。",
    "v.te_skill_domain": "此技能屬於與題目不同的領域。",
    "v.te_routing_order": "路由只能指向同一部分中後面的模組。",
    "v.te_min_above_max": "最小值不能大於最大值。",
    "v.te_table_gap": "分數換算表必須依序列出每個原始分數，不能有空缺。",
    "v.te_table_decreasing": "換算分數不能低於較小原始分數對應的分數。",
    "v.te_default_table": "只有最後一張換算表可以不指定模組路徑（作為預設表）。",
    "v.te_out_of_scale": "此分數超出了量表的最小值和最大值。",
    "v.te_band_order": "等級列必須依最低分數遞增，等級不能下降。",
    "v.te_band_start": "第一列等級必須從量表的最小值開始。",
    "v.te_json_syntax": "此檔案不是有效的 JSON。",
  },
});
