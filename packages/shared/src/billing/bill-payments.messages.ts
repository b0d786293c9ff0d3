import { defineMessages } from "../i18n/message-table";

/**
 * Server messages for paying bills: payments and proofs, balance payments, paid marks, problems.
 * Amount texts reuse the money domain (v.money_format 'please enter a correct amount',
 * v.money_positive 'amount must be greater than 0'); 'balance is not enough' is the balance
 * domain's balance_not_enough. Composed in i18n/message-domains.ts.
 */
export const billPaymentsMessages = defineMessages({
  en: {
    "v.account_last5": "Enter the last five digits of the paying account.",
    "v.proof_required": "Attach a proof of payment (an image or a PDF).",
    "v.proof_invalid": "The proof must be an image or a PDF you uploaded.",
    "v.transaction_review": "Choose verified or rejected.",
    "v.bill_line_type": "Choose a bill line or a lesson.",
    "v.bill_lines_required": "Choose at least one line of the bill.",
    "v.bill_line_not_found": "This line is not on the bill.",
    "v.problem_description_required": "Describe the problem.",
    "v.amount_exceeds_outstanding": "The amount is more than what is still owed on this bill.",
    "v.bill_not_open": "Choose an open bill.",
    bill_already_paid: "This bill is already paid.",
    transaction_not_pending: "This payment was already reviewed.",
    problem_already_resolved: "This problem was already resolved.",
    "v.revert_reason_required": "Say why this payment is undone.",
    transaction_not_verified: "Only a verified payment can be undone.",
    transaction_already_reverted: "This payment was already undone.",
    payment_needs_refund:
      "This payment came from the family balance or a card payment: it cannot be undone here. Refund a card payment through the payment provider instead.",
    payment_credit_spent:
      "The family already spent the credit this payment left on their balance: it cannot be undone. Adjust the balance first.",
  },
  "zh-CN": {
    "v.account_last5": "请输入付款账户的后五码。",
    "v.proof_required": "请附上付款凭证（图片或 PDF）。",
    "v.proof_invalid": "付款凭证必须是您上传的图片或 PDF。",
    "v.transaction_review": "请选择确认或退回。",
    "v.bill_line_type": "请选择账单项目或课程。",
    "v.bill_lines_required": "请至少选择一项账单项目。",
    "v.bill_line_not_found": "此项目不在该账单上。",
    "v.problem_description_required": "请描述问题。",
    "v.amount_exceeds_outstanding": "金额超过该账单尚未支付的部分。",
    "v.bill_not_open": "请选择尚未付清的账单。",
    bill_already_paid: "该账单已付清。",
    transaction_not_pending: "该笔付款已审核。",
    problem_already_resolved: "该问题已解决。",
    "v.revert_reason_required": "请说明撤销这笔付款的原因。",
    transaction_not_verified: "只有已确认的付款可以撤销。",
    transaction_already_reverted: "该笔付款已撤销。",
    payment_needs_refund: "这笔付款来自家庭余额或信用卡付款，无法在此撤销。信用卡付款请通过支付服务商退款。",
    payment_credit_spent: "这笔付款存入家庭余额的溢付款已被使用，无法撤销。请先调整余额。",
  },
  "zh-TW": {
    "v.account_last5": "請輸入付款帳戶的後五碼。",
    "v.proof_required": "請附上付款證明（圖片或 PDF）。",
    "v.proof_invalid": "付款證明必須是您上傳的圖片或 PDF。",
    "v.transaction_review": "請選擇確認或退回。",
    "v.bill_line_type": "請選擇帳單項目或課程。",
    "v.bill_lines_required": "請至少選擇一項帳單項目。",
    "v.bill_line_not_found": "此項目不在該帳單上。",
    "v.problem_description_required": "請描述問題。",
    "v.amount_exceeds_outstanding": "金額超過該帳單尚未支付的部分。",
    "v.bill_not_open": "請選擇尚未付清的帳單。",
    bill_already_paid: "該帳單已付清。",
    transaction_not_pending: "該筆付款已審核。",
    problem_already_resolved: "該問題已解決。",
    "v.revert_reason_required": "請說明撤銷這筆付款的原因。",
    transaction_not_verified: "只有已確認的付款可以撤銷。",
    transaction_already_reverted: "該筆付款已撤銷。",
    payment_needs_refund: "這筆付款來自家庭餘額或信用卡付款，無法在此撤銷。信用卡付款請透過金流服務商退款。",
    payment_credit_spent: "這筆付款存入家庭餘額的溢付款已被使用，無法撤銷。請先調整餘額。",
  },
});
