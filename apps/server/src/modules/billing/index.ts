// The billing module's public surface. Helpers "bills" and "billpay" each add their own lines
// (kept sorted by biome): bills — building, sending and listing bills (orders.*, billing.routes,
// bill-pdf); billpay — payments, derived status, receipts, reminders (order-payments.*,
// order-status, receipt-pdf, bill-reminders).
export { unbilledTreeOfParent } from "./bill-candidates.service";
export { renderBillPdf } from "./bill-pdf";
export { DEFAULT_BILL_REMINDER_DAYS, parseBillReminderDays, runBillRemindersOnce } from "./bill-reminders";
export * from "./bill-reminders.table";
export { sendOrder } from "./bill-send.service";
export { billingModule } from "./billing.manifest";
export { createOrder } from "./order-create.service";
export { getOrderDetail } from "./order-detail.service";
export * from "./order-payments.table";
export { orderPayments } from "./order-payments-read.service";
export { createOrderProblem } from "./order-problems.service";
export { deriveOrderStatus, loadOrderStatusFacts, orderDue, refreshOrderStatus } from "./order-status";
export { createOrderTransaction, reviewOrderTransaction } from "./order-transaction.service";
export * from "./orders.table";
export { isFamilyOrder, payOrderFromBalance, settleOrderFromDeposit } from "./pay-from-balance.service";
export { renderReceiptPdf } from "./receipt-pdf";
