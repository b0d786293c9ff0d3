import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for money amounts, currencies and rates (MONEY_ERROR_MESSAGES). Composed in i18n/message-domains.ts.
 * The figures are limits.ts's: MAX_MONEY_MINOR (10^12 minor = 10,000,000,000 units), MAX_MONEY_SUM_MINOR
 * (10^13 minor = 100,000,000,000 units), MIN_PAYMENT_MINOR (NT$1, ¥1, US$0.01).
 */
export const moneyMessages = defineMessages({
  en: {
    "v.money_positive": "Money must be a number greater than 0.",
    "v.money_format": "Please enter a correct amount.",
    "v.money_decimals":
      "Too many decimal places for this currency (USD takes cents, TWD and CNY whole units).",
    "v.money_not_negative": "The amount cannot be negative.",
    "v.money_currency": "Choose TWD, USD or CNY.",
    "v.money_rate": "The exchange rate is missing or not valid.",
    "v.money_too_large": "The amount is too large (at most 10,000,000,000 in any currency).",
    "v.money_sum_too_large": "This would take the total beyond the largest sum kept (100,000,000,000).",
    "v.money_below_minimum":
      "The amount is below the smallest payment (NT$1, ¥1 or US$0.01), also once converted into the bill's currency.",
  },
  "zh-CN": {
    "v.money_positive": "金额必须是大于 0 的数字。",
    "v.money_format": "请输入正确的金额。",
    "v.money_decimals": "小数位数过多（美元到分，新台币和人民币到元）。",
    "v.money_not_negative": "金额不能为负数。",
    "v.money_currency": "请选择新台币、美元或人民币。",
    "v.money_rate": "汇率缺失或无效。",
    "v.money_too_large": "金额过大（任何币种最多 10,000,000,000）。",
    "v.money_sum_too_large": "合计将超过可记录的上限（100,000,000,000）。",
    "v.money_below_minimum": "金额低于最小付款金额（NT$1、¥1 或 US$0.01；换算成账单币种后也是如此）。",
  },
  "zh-TW": {
    "v.money_positive": "金額必須是大於 0 的數字。",
    "v.money_format": "請輸入正確的金額。",
    "v.money_decimals": "小數位數過多（美元到分，新台幣和人民幣到元）。",
    "v.money_not_negative": "金額不能為負數。",
    "v.money_currency": "請選擇新台幣、美元或人民幣。",
    "v.money_rate": "匯率缺失或無效。",
    "v.money_too_large": "金額過大（任何幣別最多 10,000,000,000）。",
    "v.money_sum_too_large": "合計將超過可記錄的上限（100,000,000,000）。",
    "v.money_below_minimum": "金額低於最小付款金額（NT$1、¥1 或 US$0.01；換算成帳單幣別後也是如此）。",
  },
});
