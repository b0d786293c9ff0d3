import { defineMessages } from "../i18n/message-table";

/** Server messages for exchange rates. Composed in i18n/message-domains.ts. */
export const exchangeRatesMessages = defineMessages({
  en: {
    "v.rate_format": "Enter the rate as a number of TWD per unit, e.g. 31.52 (up to 8 decimals).",
    "v.rate_positive": "The rate must be greater than 0.",
    "v.rate_required": "Set at least one rate.",
  },
  "zh-CN": {
    "v.rate_format": "请输入每单位折合多少新台币，例如 31.52（最多 8 位小数）。",
    "v.rate_positive": "汇率必须大于 0。",
    "v.rate_required": "请至少设定一个汇率。",
  },
  "zh-TW": {
    "v.rate_format": "請輸入每單位折合多少新台幣，例如 31.52（最多 8 位小數）。",
    "v.rate_positive": "匯率必須大於 0。",
    "v.rate_required": "請至少設定一個匯率。",
  },
});
