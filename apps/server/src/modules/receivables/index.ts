export { createReceivable } from "./receivable-edit.service";
export { markReceivableItemsBilled } from "./receivable-items.service";
export type { ReceivableView } from "./receivable-views";
export { receivablesModule } from "./receivables.manifest";
export { receivableOrderItems, receivableOrders } from "./receivables.table";
