-- payroll_unpaid_teachers: per teacher, the payable teaching logs on no statement (count, first and latest
-- lesson), kept by statement triggers on teaching_logs beside payroll_claimed (0036) and has_payable (0034):
-- those flags change by UPDATEs of teaching_logs (statement create, edit, reset, delete and its cascade;
-- attendance; lesson log create and delete), so every writer passes here. Only teachers whose counted
-- rows changed (a flag, the time or the teacher of an unpaid log) are recounted, each from the partial
-- index teaching_logs_unpaid_idx. Their summary rows are locked (teacher id order) before the recount, and
-- under READ COMMITTED each statement of this function reads a fresh snapshot, so two transactions
-- touching one teacher's logs recount one after the other and never write a stale count.
-- GET payroll/users/unpaid reads this table instead of grouping ~22,000 unpaid logs per request.
CREATE FUNCTION payroll_refresh_unpaid_teachers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.teacher_user_id ORDER BY n.teacher_user_id) INTO ids
      FROM new_rows n WHERE n.payroll_claimed = false AND n.has_payable = true;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.teacher_user_id ORDER BY o.teacher_user_id) INTO ids
      FROM old_rows o WHERE o.payroll_claimed = false AND o.has_payable = true;
  ELSE
    -- The counted rows that entered or left the set (or moved in time or to another teacher): the two
    -- set differences of (id, teacher, time) of counted rows before and after. EXCEPT ALL hashes or
    -- sorts; a join of the transition tables (no statistics) was planned as a nested loop and took
    -- minutes for a 280,000-row update.
    SELECT array_agg(DISTINCT d.teacher_user_id ORDER BY d.teacher_user_id) INTO ids
      FROM ((SELECT o.id, o.teacher_user_id, o.started_at FROM old_rows o
              WHERE o.payroll_claimed = false AND o.has_payable = true
             EXCEPT ALL
             SELECT n.id, n.teacher_user_id, n.started_at FROM new_rows n
              WHERE n.payroll_claimed = false AND n.has_payable = true)
            UNION ALL
            (SELECT n.id, n.teacher_user_id, n.started_at FROM new_rows n
              WHERE n.payroll_claimed = false AND n.has_payable = true
             EXCEPT ALL
             SELECT o.id, o.teacher_user_id, o.started_at FROM old_rows o
              WHERE o.payroll_claimed = false AND o.has_payable = true)) d;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO payroll_unpaid_teachers (teacher_user_id)
  SELECT unnest(ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM payroll_unpaid_teachers
   WHERE teacher_user_id = ANY (ids) ORDER BY teacher_user_id FOR UPDATE;
  UPDATE payroll_unpaid_teachers s
     SET (unpaid_logs, first_unpaid_at, latest_at) =
         (SELECT count(*)::int, min(t.started_at), max(t.started_at)
            FROM teaching_logs t
           WHERE t.teacher_user_id = s.teacher_user_id AND t.payroll_claimed = false AND t.has_payable = true)
   WHERE s.teacher_user_id = ANY (ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER teaching_logs_unpaid_teachers_insert AFTER INSERT ON teaching_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_refresh_unpaid_teachers();
--> statement-breakpoint
CREATE TRIGGER teaching_logs_unpaid_teachers_update AFTER UPDATE ON teaching_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_refresh_unpaid_teachers();
--> statement-breakpoint
CREATE TRIGGER teaching_logs_unpaid_teachers_delete AFTER DELETE ON teaching_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_refresh_unpaid_teachers();
--> statement-breakpoint
INSERT INTO payroll_unpaid_teachers (teacher_user_id, unpaid_logs, first_unpaid_at, latest_at)
SELECT t.teacher_user_id, count(*)::int, min(t.started_at), max(t.started_at)
  FROM teaching_logs t
 WHERE t.payroll_claimed = false AND t.has_payable = true
 GROUP BY t.teacher_user_id;
