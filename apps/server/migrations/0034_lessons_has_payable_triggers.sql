-- teaching_logs.has_payable: whether any lesson log of the teaching log has a payable attendance
-- (ATTENDANCE_STATUSES in @edu/shared/lessons with payable: true = codes 1, 2, 4, 7, 8; a test in
-- modules/lessons/scoped-lists.test.ts checks the list). Statement triggers keep it for every writer
-- (services, seeds, bulk inserts); the partial index teaching_logs_unpaid_idx reads it.
CREATE FUNCTION lessons_refresh_has_payable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE teaching_logs t
       SET has_payable = EXISTS (SELECT 1 FROM lesson_logs l
                                  WHERE l.teaching_log_id = t.id AND l.attendance_status IN (1, 2, 4, 7, 8))
     WHERE t.id IN (SELECT DISTINCT teaching_log_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE teaching_logs t
       SET has_payable = EXISTS (SELECT 1 FROM lesson_logs l
                                  WHERE l.teaching_log_id = t.id AND l.attendance_status IN (1, 2, 4, 7, 8))
     WHERE t.id IN (SELECT DISTINCT teaching_log_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lesson_logs_has_payable_insert AFTER INSERT ON lesson_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lessons_refresh_has_payable();
--> statement-breakpoint
CREATE TRIGGER lesson_logs_has_payable_update AFTER UPDATE ON lesson_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lessons_refresh_has_payable();
--> statement-breakpoint
CREATE TRIGGER lesson_logs_has_payable_delete AFTER DELETE ON lesson_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lessons_refresh_has_payable();
--> statement-breakpoint
UPDATE teaching_logs t
   SET has_payable = EXISTS (SELECT 1 FROM lesson_logs l
                              WHERE l.teaching_log_id = t.id AND l.attendance_status IN (1, 2, 4, 7, 8));
