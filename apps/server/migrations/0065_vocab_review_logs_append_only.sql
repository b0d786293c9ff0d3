-- Issue 34: a review log records one answer as it was scheduled; it is never changed (rows go only with
-- their card or student, by cascade).
CREATE FUNCTION vocab_review_logs_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vocab_review_logs rows are never updated (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vocab_review_logs_no_update BEFORE UPDATE ON vocab_review_logs
  FOR EACH ROW EXECUTE FUNCTION vocab_review_logs_no_update();
