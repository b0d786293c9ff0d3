export { receivablesRoutes } from "./receivables.routes";
export { addDays, markReceivableItemsBilled, schoolToday } from "./receivables.service";
export { receivableOrderItems, receivableOrders } from "./receivables.table";
