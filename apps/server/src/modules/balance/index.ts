export { type BalanceRoutesOptions, balanceRoutes, type SettleOrderFromDeposit } from "./balance.routes";
export { balanceAccounts, balanceDeposits, balanceEntries, balanceProviderEvents } from "./balance.table";
export { balanceOf, type LedgerEntryInput, type LedgerEntryResult, postLedgerEntry } from "./ledger.service";
