import { defineMessages } from "../i18n/message-table";

/** Server messages for the family balance and deposits. Composed in i18n/message-domains.ts. */
export const balanceMessages = defineMessages({
  en: {
    balance_not_enough: "balance is not enough",
    "v.balance_reason_required": "Please give a reason.",
    "v.balance_parent_not_found": "This user is not a parent.",
    "v.balance_entry_already_reversed": "This entry has already been reversed.",
    "v.balance_provider_unavailable": "This payment method is not available.",
    "v.balance_ecpay_twd_only": "This payment method takes TWD only.",
    "v.balance_order_not_found": "This bill is not one of your family's bills.",
  },
  "zh-CN": {
    balance_not_enough: "余额不足",
    "v.balance_reason_required": "请填写原因。",
    "v.balance_parent_not_found": "该用户不是家长。",
    "v.balance_entry_already_reversed": "这笔记录已经冲正过。",
    "v.balance_provider_unavailable": "此付款方式目前不可用。",
    "v.balance_ecpay_twd_only": "此付款方式只接受新台币。",
    "v.balance_order_not_found": "找不到这张账单，或它不属于您的家庭。",
  },
  "zh-TW": {
    balance_not_enough: "餘額不足",
    "v.balance_reason_required": "請填寫原因。",
    "v.balance_parent_not_found": "這位使用者不是家長。",
    "v.balance_entry_already_reversed": "這筆紀錄已經沖正過。",
    "v.balance_provider_unavailable": "此付款方式目前無法使用。",
    "v.balance_ecpay_twd_only": "此付款方式只接受新台幣。",
    "v.balance_order_not_found": "找不到這張帳單，或它不屬於您的家庭。",
  },
});
