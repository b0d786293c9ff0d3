export { type BalanceRoutesOptions, balanceRoutes, type SettleOrderFromDeposit } from "./balance.routes";
export { adjustBalance } from "./balance.service";
export { balanceAccounts, balanceDeposits, balanceEntries, balanceProviderEvents } from "./balance.table";
export { DEFAULT_DEPOSIT_EXPIRY_HOURS, runDepositExpiryOnce } from "./deposit-expiry";
export { applyProviderEvent, createDeposit, type PaymentProviders } from "./deposits.service";
export { balanceOf, type LedgerEntryInput, type LedgerEntryResult, postLedgerEntry } from "./ledger.service";
export { createSandboxProvider } from "./providers/sandbox.provider";
