-- DESIGN.md §5: a teacher's ledger is append-only; a correction is a reversing entry.
CREATE FUNCTION teacher_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'teacher_ledger_entries is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER teacher_ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON teacher_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION teacher_ledger_entries_append_only();
