// The billing module's public surface. Helpers "bills" and "billpay" each add their own lines.
export * from "./orders.table";
// bills: building, sending and listing bills.
export { billsRoutes } from "./billing.routes";
export { createOrder, getOrderDetail } from "./orders.service";
export { renderBillPdf } from "./bill-pdf";
// billpay: payments, derived status, receipts, reminders.
export * from "./order-payments.table";
export * from "./bill-reminders.table";
export { deriveOrderStatus, loadOrderStatusFacts, orderDue, refreshOrderStatus } from "./order-status";
export { orderPaymentsRoutes } from "./order-payments.routes";
export { orderPayments, settleOrderFromDeposit } from "./order-payments.service";
export { renderReceiptPdf } from "./receipt-pdf";
export { DEFAULT_BILL_REMINDER_DAYS, runBillRemindersOnce } from "./bill-reminders";
