import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for voiding a bill that had verified money (its money goes back to the family as
 * credit) and for the pending holds of payment proofs. Composed in i18n/message-domains.ts.
 */
export const billVoidMessages = defineMessages({
  en: {
    order_voided: "This bill was voided: it can no longer be paid or changed.",
    order_already_voided: "This bill was already voided.",
    balance_entry_held_for_proof:
      "This amount is held for a payment proof: it is released when the proof is verified or rejected. Verify or reject the proof instead of reversing this entry.",
    balance_entry_owned_by_bill:
      "This entry belongs to a payment on a bill: revert that payment on the bill, or void the bill, instead of reversing this entry.",
  },
  "zh-CN": {
    order_voided: "此账单已作废，无法再付款或修改。",
    order_already_voided: "此账单已经作废。",
    balance_entry_held_for_proof:
      "这笔金额是为付款凭证保留的，会在凭证确认或退回时释放。请改为确认或退回该凭证，不要冲正这笔记录。",
    balance_entry_owned_by_bill:
      "这笔记录属于某张账单的付款：请在账单上撤销该付款或作废账单，不要冲正这笔记录。",
  },
  "zh-TW": {
    order_voided: "此帳單已作廢，無法再付款或修改。",
    order_already_voided: "此帳單已經作廢。",
    balance_entry_held_for_proof:
      "這筆金額是為付款憑證保留的，會在憑證確認或退回時釋出。請改為確認或退回該憑證，不要沖正這筆紀錄。",
    balance_entry_owned_by_bill:
      "這筆紀錄屬於某張帳單的付款：請在帳單上撤銷該付款或作廢帳單，不要沖正這筆紀錄。",
  },
});
