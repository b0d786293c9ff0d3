ALTER TABLE "balance_entries" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "title_code" text;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "title_params" jsonb;--> statement-breakpoint
-- Issue 27.7: reasons the system wrote as English sentences become codes + parameters (rendered per
-- reader), each only on the kind of entry that carries it; anything else (typed by an admin) stays as
-- typed. The ledger is append-only: its guard is lifted for this one backfill of the new columns only.
ALTER TABLE "balance_entries" DISABLE TRIGGER "balance_entries_no_update_delete";--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'proof_hold', "reason_params" = jsonb_build_object('bill', (x.m)[1]::int, 'payment', (x.m)[2]::int)
FROM (SELECT id, regexp_match(reason, '^proof of payment for bill (\d+) \(payment (\d+)\)$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind = 'pending_hold') x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'overpayment', "reason_params" = jsonb_build_object('bill', (x.m)[1]::int, 'payment', (x.m)[2]::int)
FROM (SELECT id, regexp_match(reason, '^overpayment of bill (\d+) \(payment (\d+)\)$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind = 'overpayment_credit') x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'payment_reviewed', "reason_params" = jsonb_build_object('payment', (x.m)[1]::int)
FROM (SELECT id, regexp_match(reason, '^payment (\d+) reviewed$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind = 'pending_release') x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'payment_undone', "reason_params" = jsonb_build_object('payment', (x.m)[1]::int, 'bill', (x.m)[2]::int, 'note', (x.m)[3])
FROM (SELECT id, regexp_match(reason, '^payment (\d+) of bill (\d+) undone: (.*)$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind = 'reversal' AND reverses_entry_id IS NOT NULL) x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'bill_' || (x.m)[2], "reason_params" = jsonb_build_object('bill', (x.m)[1]::int, 'note', coalesce((x.m)[4], ''))
FROM (SELECT id, regexp_match(reason, '^bill (\d+) (voided|deleted)(: (.*))?$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind IN ('reversal', 'refund') AND order_id IS NOT NULL) x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'bill_payment', "reason_params" = jsonb_build_object('bill', (x.m)[1]::int)
FROM (SELECT id, regexp_match(reason, '^bill (\d+)$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind = 'bill_payment') x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "balance_entries" e SET "reason_code" = 'deposit', "reason_params" = jsonb_build_object('provider', (x.m)[1], 'ref', (x.m)[2])
FROM (SELECT id, regexp_match(reason, '^(sandbox|stripe|ecpay) ?(\S*)$') AS m FROM "balance_entries"
      WHERE "reason_code" IS NULL AND kind IN ('deposit', 'sandbox_deposit')) x
WHERE x.id = e.id AND x.m IS NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ENABLE TRIGGER "balance_entries_no_update_delete";
