export { receivablesRoutes } from "./receivables.routes";
export { createReceivable, markReceivableItemsBilled, type ReceivableView } from "./receivables.service";
export { receivableOrderItems, receivableOrders } from "./receivables.table";
