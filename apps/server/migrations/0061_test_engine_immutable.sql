-- Issue 32: a form version is never changed (attempts keep the questions, keys and tables they started on;
-- an edit is a new version), and the item events are an append-only record of what the browser reported.
CREATE FUNCTION test_engine_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never updated (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER test_form_versions_no_update BEFORE UPDATE ON test_form_versions
  FOR EACH ROW EXECUTE FUNCTION test_engine_no_update();
--> statement-breakpoint
CREATE TRIGGER test_item_events_no_update BEFORE UPDATE ON test_item_events
  FOR EACH ROW EXECUTE FUNCTION test_engine_no_update();
