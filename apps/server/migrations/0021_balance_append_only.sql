-- DESIGN.md §5: ledger entries are append-only; a correction is a reversing entry.
CREATE FUNCTION balance_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'balance_entries is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER balance_entries_no_update_delete BEFORE UPDATE OR DELETE ON balance_entries
  FOR EACH ROW EXECUTE FUNCTION balance_entries_append_only();
