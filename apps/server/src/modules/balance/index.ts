export { balanceModule, type SettleBillAfterDeposit } from "./balance.manifest";
export { adjustBalance } from "./balance.service";
export { balanceAccounts, balanceDeposits, balanceEntries, balanceProviderEvents } from "./balance.table";
export { DEFAULT_DEPOSIT_EXPIRY_HOURS, runDepositExpiryOnce } from "./deposit-expiry";
export { balanceJobHandlers, SETTLE_AFTER_DEPOSIT, type SettleOrderFromDeposit } from "./deposit-jobs";
export { createDeposit, type IsFamilyOrder } from "./deposits.service";
export {
  assertMoneyAmount,
  balanceOf,
  type LedgerEntryInput,
  type LedgerEntryResult,
  postLedgerEntry,
} from "./ledger.service";
export { applyProviderEvent, type NoticeAnswer, type NoticeOutcome } from "./provider-notices.service";
export { configuredSandbox, type PaymentProviders } from "./providers/configured";
