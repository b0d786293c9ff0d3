export { receivablesRoutes } from "./receivables.routes";
export { addDays, createReceivable, markReceivableItemsBilled, schoolToday } from "./receivables.service";
export { receivableOrderItems, receivableOrders } from "./receivables.table";
