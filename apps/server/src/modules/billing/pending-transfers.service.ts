import {
  normalizeCurrency,
  orderStatusKey,
  type PagedList,
  type PendingBankTransfer,
  type PendingBankTransfersQuery,
  pagedList,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { fileUrl } from "../uploads";
import { personName } from "./bill-candidates.service";
import { transactionDto } from "./order-payments-read.service";
import { pagePendingTransfers } from "./pending-transfers.repository";

/**
 * GET order/transactions/bank-transfers: parents' pending proofs that name a paying account (the
 * last five digits), each with the open bills it may belong to, for an admin to match and verify;
 * oldest first, a page at a time, in one statement (pending-transfers.repository.ts).
 */
export async function listPendingBankTransfers(
  db: DbOrTx,
  query: PendingBankTransfersQuery,
): Promise<PagedList<PendingBankTransfer>> {
  const { rows, total } = await pagePendingTransfers(db, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const proofUrls = new Map(
    rows.flatMap(({ transaction, proofName }) =>
      transaction.proofUploadId !== null && proofName !== null
        ? [[transaction.proofUploadId, fileUrl({ id: transaction.proofUploadId, originalName: proofName })]]
        : [],
    ),
  );
  const data = rows.map(({ transaction, parentUserId, parentFirstName, parentLastName, candidates }) => ({
    transaction: transactionDto(transaction, proofUrls),
    parent_user_id: parentUserId,
    parent_name: personName(parentFirstName, parentLastName),
    candidates: candidates.map((row) => {
      const outstanding = Math.max(0, Number(row.outstanding));
      const reasons: Array<"named_bill" | "same_amount" | "known_account"> = [];
      if (row.id === transaction.orderId) reasons.push("named_bill");
      if (row.price_currency === transaction.currency && outstanding === transaction.amount)
        reasons.push("same_amount");
      if (row.known_account) reasons.push("known_account");
      return {
        order_id: row.id,
        title: row.title,
        parent_user_id: row.parent_user_id,
        parent_name: personName(row.first_name, row.last_name),
        receivable_date: row.receivable_date,
        price_currency: normalizeCurrency(row.price_currency),
        outstanding,
        status_key: orderStatusKey(row.status) ?? "created",
        reasons,
      };
    }),
  }));
  return pagedList(data, total, query.page, query.page_size);
}
