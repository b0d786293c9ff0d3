-- billing_unbilled_students / billing_unbilled_parents (unbilled-summary.table.ts): per student, and per
-- parent over the family (parent_students and the students of the enrollments the parent made), what no
-- live bill holds yet: enrollments (status normal or archive, payment neither paid nor cancelled, a session
-- with a fee, not marked free, on no live order_items line) and lesson logs of billable attendance
-- (ATTENDANCE_STATUSES in @edu/shared/lessons with billable: true = codes 1, 2, 4, 7, 8, the same list as
-- BILLABLE_ATTENDANCE in bill-candidates.repository.ts; unbilled-summary.test.ts checks both) on no live
-- order_lesson_logs row. Statement triggers on every table those rules read recount the students touched
-- (and then their parents) for every writer: bill create, reset, soft delete and its cascades, lesson
-- logs, enrollments, free marks, session fees, family links. Rows are made at zero, locked in id order
-- (students, then parents) before the recount, and under READ COMMITTED each statement of the function
-- reads a fresh snapshot: two transactions touching one family recount one after the other and never
-- leave a stale count. GET order/users/unpaid reads billing_unbilled_parents instead of probing every
-- lesson log of every family on each request (80 ms of database CPU on 100k bills, bench/RESULTS.md).
CREATE FUNCTION billing_refresh_unbilled(student_ids integer[], parent_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  students integer[];
  parents integer[];
BEGIN
  SELECT array_agg(DISTINCT s ORDER BY s) INTO students FROM unnest(student_ids) s WHERE s IS NOT NULL;
  IF students IS NOT NULL THEN
    INSERT INTO billing_unbilled_students (student_user_id)
    SELECT unnest(students) ON CONFLICT DO NOTHING;
    PERFORM 1 FROM billing_unbilled_students
     WHERE student_user_id = ANY (students) ORDER BY student_user_id FOR UPDATE;
    -- Set-based, one pass per table for all the statement's students (and below, its parents): bulk
    -- writes (a seed's million lesson logs) touch tens of thousands at once; a correlated count per
    -- parent over the students' rows ran for minutes there.
    UPDATE billing_unbilled_students s
       SET enrollment_count = coalesce(ce.n, 0), lesson_log_count = coalesce(cl.n, 0)
      FROM unnest(students) AS x(id)
      LEFT JOIN (SELECT e.student_user_id AS id, count(*)::int AS n
                   FROM enrolled_course_sessions e
                   JOIN course_sessions cs ON cs.id = e.course_session_id
                  WHERE e.student_user_id = ANY (students)
                    AND e.status IN ('normal', 'archive') AND e.payment_status NOT IN ('paid', 'cancelled')
                    AND cs.fee IS NOT NULL
                    AND NOT EXISTS (SELECT 1 FROM order_items oi
                                     WHERE oi.enrolled_session_id = e.id AND oi.order_deleted = 0)
                    AND NOT EXISTS (SELECT 1 FROM enrolled_session_free_marks f WHERE f.enrolled_session_id = e.id)
                  GROUP BY e.student_user_id) ce ON ce.id = x.id
      LEFT JOIN (SELECT l.student_user_id AS id, count(*)::int AS n
                   FROM lesson_logs l
                  WHERE l.student_user_id = ANY (students) AND l.attendance_status IN (1, 2, 4, 7, 8)
                    AND NOT EXISTS (SELECT 1 FROM order_lesson_logs oll
                                     WHERE oll.lesson_log_id = l.id AND oll.order_deleted = 0)
                  GROUP BY l.student_user_id) cl ON cl.id = x.id
     WHERE s.student_user_id = x.id;
  END IF;
  SELECT array_agg(DISTINCT p ORDER BY p) INTO parents
    FROM (SELECT unnest(parent_ids) AS p
          UNION SELECT ps.parent_id FROM parent_students ps WHERE ps.student_id = ANY (students)
          UNION SELECT e.parent_user_id FROM enrolled_course_sessions e
                 WHERE e.student_user_id = ANY (students)) x
   WHERE p IS NOT NULL;
  IF parents IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO billing_unbilled_parents (parent_user_id)
  SELECT unnest(parents) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM billing_unbilled_parents
   WHERE parent_user_id = ANY (parents) ORDER BY parent_user_id FOR UPDATE;
  UPDATE billing_unbilled_parents p
     SET enrollment_count = coalesce(c.enrollments, 0), lesson_log_count = coalesce(c.logs, 0)
    FROM unnest(parents) AS x(id)
    LEFT JOIN (SELECT f.parent_id, sum(s.enrollment_count)::int AS enrollments,
                      sum(s.lesson_log_count)::int AS logs
                 FROM (SELECT ps.parent_id, ps.student_id FROM parent_students ps
                        WHERE ps.parent_id = ANY (parents)
                       UNION
                       SELECT e.parent_user_id, e.student_user_id FROM enrolled_course_sessions e
                        WHERE e.parent_user_id = ANY (parents) AND e.student_user_id IS NOT NULL) f
                 JOIN billing_unbilled_students s ON s.student_user_id = f.student_id
                GROUP BY f.parent_id) c ON c.parent_id = x.id
   WHERE p.parent_user_id = x.id;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION billing_unbilled_on_lesson_logs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.student_user_id) INTO ids
      FROM new_rows n WHERE n.attendance_status IN (1, 2, 4, 7, 8);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.student_user_id) INTO ids
      FROM old_rows o WHERE o.attendance_status IN (1, 2, 4, 7, 8);
  ELSE
    SELECT array_agg(DISTINCT x.id) INTO ids
      FROM (SELECT o.student_user_id AS a, n.student_user_id AS b
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.attendance_status, o.student_user_id)
                   IS DISTINCT FROM (n.attendance_status, n.student_user_id)) c
     CROSS JOIN LATERAL (VALUES (c.a), (c.b)) x(id);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM billing_refresh_unbilled(ids, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lesson_logs_unbilled_insert AFTER INSERT ON lesson_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_lesson_logs();
--> statement-breakpoint
CREATE TRIGGER lesson_logs_unbilled_update AFTER UPDATE ON lesson_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_lesson_logs();
--> statement-breakpoint
CREATE TRIGGER lesson_logs_unbilled_delete AFTER DELETE ON lesson_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_lesson_logs();
--> statement-breakpoint
CREATE FUNCTION billing_unbilled_on_order_lesson_logs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  log_ids integer[];
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.lesson_log_id) INTO log_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.lesson_log_id) INTO log_ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT x.id) INTO log_ids
      FROM (SELECT o.lesson_log_id AS a, n.lesson_log_id AS b
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.order_deleted, o.lesson_log_id) IS DISTINCT FROM (n.order_deleted, n.lesson_log_id)) c
     CROSS JOIN LATERAL (VALUES (c.a), (c.b)) x(id);
  END IF;
  IF log_ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT l.student_user_id) INTO ids FROM lesson_logs l WHERE l.id = ANY (log_ids);
  IF ids IS NOT NULL THEN
    PERFORM billing_refresh_unbilled(ids, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_lesson_logs_unbilled_insert AFTER INSERT ON order_lesson_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_order_lesson_logs();
--> statement-breakpoint
CREATE TRIGGER order_lesson_logs_unbilled_update AFTER UPDATE ON order_lesson_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_order_lesson_logs();
--> statement-breakpoint
CREATE TRIGGER order_lesson_logs_unbilled_delete AFTER DELETE ON order_lesson_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_order_lesson_logs();
--> statement-breakpoint
-- Rows naming enrolled sessions (order_items lines, free marks): their students are recounted.
CREATE FUNCTION billing_unbilled_on_enrolled_refs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  enrolled_ids integer[];
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.enrolled_session_id) INTO enrolled_ids
      FROM new_rows n WHERE n.enrolled_session_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.enrolled_session_id) INTO enrolled_ids
      FROM old_rows o WHERE o.enrolled_session_id IS NOT NULL;
  ELSIF TG_TABLE_NAME = 'order_items' THEN
    SELECT array_agg(DISTINCT x.id) INTO enrolled_ids
      FROM (SELECT o.enrolled_session_id AS a, n.enrolled_session_id AS b
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.order_deleted, o.enrolled_session_id)
                   IS DISTINCT FROM (n.order_deleted, n.enrolled_session_id)) c
     CROSS JOIN LATERAL (VALUES (c.a), (c.b)) x(id)
     WHERE x.id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x.id) INTO enrolled_ids
      FROM (SELECT o.enrolled_session_id AS a FROM old_rows o
            UNION SELECT n.enrolled_session_id FROM new_rows n) x(id);
  END IF;
  IF enrolled_ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT e.student_user_id) INTO ids
    FROM enrolled_course_sessions e WHERE e.id = ANY (enrolled_ids);
  IF ids IS NOT NULL THEN
    PERFORM billing_refresh_unbilled(ids, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_unbilled_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrolled_refs();
--> statement-breakpoint
CREATE TRIGGER order_items_unbilled_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrolled_refs();
--> statement-breakpoint
CREATE TRIGGER order_items_unbilled_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrolled_refs();
--> statement-breakpoint
CREATE TRIGGER enrolled_session_free_marks_unbilled_insert AFTER INSERT ON enrolled_session_free_marks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrolled_refs();
--> statement-breakpoint
CREATE TRIGGER enrolled_session_free_marks_unbilled_update AFTER UPDATE ON enrolled_session_free_marks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrolled_refs();
--> statement-breakpoint
CREATE TRIGGER enrolled_session_free_marks_unbilled_delete AFTER DELETE ON enrolled_session_free_marks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrolled_refs();
--> statement-breakpoint
-- Enrollments: their students (old and new) and parents (old and new: a parent an enrollment no longer
-- names may lose a family member).
CREATE FUNCTION billing_unbilled_on_enrollments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  parent_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.student_user_id), array_agg(DISTINCT n.parent_user_id)
      INTO ids, parent_ids FROM new_rows n WHERE n.student_user_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.student_user_id), array_agg(DISTINCT o.parent_user_id)
      INTO ids, parent_ids FROM old_rows o WHERE o.student_user_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x.student), array_agg(DISTINCT x.parent) INTO ids, parent_ids
      FROM (SELECT o.student_user_id AS s1, n.student_user_id AS s2, o.parent_user_id AS p1, n.parent_user_id AS p2
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.status, o.payment_status, o.student_user_id, o.parent_user_id, o.course_session_id)
                   IS DISTINCT FROM
                   (n.status, n.payment_status, n.student_user_id, n.parent_user_id, n.course_session_id)) c
     CROSS JOIN LATERAL (VALUES (c.s1, c.p1), (c.s2, c.p2)) x(student, parent);
  END IF;
  IF ids IS NOT NULL OR parent_ids IS NOT NULL THEN
    PERFORM billing_refresh_unbilled(ids, parent_ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enrolled_course_sessions_unbilled_insert AFTER INSERT ON enrolled_course_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrollments();
--> statement-breakpoint
CREATE TRIGGER enrolled_course_sessions_unbilled_update AFTER UPDATE ON enrolled_course_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrollments();
--> statement-breakpoint
CREATE TRIGGER enrolled_course_sessions_unbilled_delete AFTER DELETE ON enrolled_course_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_enrollments();
--> statement-breakpoint
-- A session's fee set or cleared: the students of its enrollments.
CREATE FUNCTION billing_unbilled_on_course_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT e.student_user_id) INTO ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN enrolled_course_sessions e ON e.course_session_id = n.id
   WHERE (o.fee IS NULL) <> (n.fee IS NULL) AND e.student_user_id IS NOT NULL;
  IF ids IS NOT NULL THEN
    PERFORM billing_refresh_unbilled(ids, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER course_sessions_unbilled_update AFTER UPDATE ON course_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_course_sessions();
--> statement-breakpoint
-- Family links: the parents (old and new) are recounted from the students' rows.
CREATE FUNCTION billing_unbilled_on_parent_students() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.parent_id) INTO parent_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.parent_id) INTO parent_ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT x.parent_id) INTO parent_ids
      FROM (SELECT o.parent_id FROM old_rows o UNION SELECT n.parent_id FROM new_rows n) x;
  END IF;
  IF parent_ids IS NOT NULL THEN
    PERFORM billing_refresh_unbilled(NULL, parent_ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER parent_students_unbilled_insert AFTER INSERT ON parent_students
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_parent_students();
--> statement-breakpoint
CREATE TRIGGER parent_students_unbilled_update AFTER UPDATE ON parent_students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_parent_students();
--> statement-breakpoint
CREATE TRIGGER parent_students_unbilled_delete AFTER DELETE ON parent_students
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_unbilled_on_parent_students();
--> statement-breakpoint
SELECT billing_refresh_unbilled(
  ARRAY(SELECT l.student_user_id FROM lesson_logs l WHERE l.attendance_status IN (1, 2, 4, 7, 8)
        UNION SELECT e.student_user_id FROM enrolled_course_sessions e WHERE e.student_user_id IS NOT NULL),
  NULL);
--> statement-breakpoint
-- The parent's name, email and username as the bill list's keyword (first and last name, email: a prefix of
-- this text) and order/users/unpaid's keyword (all of it) match them, trigram-indexed: the bill list finds
-- the matching parents here instead of lower-casing every user's text (bill-candidates.repository.ts and
-- orders.repository.ts repeat the expression exactly).
CREATE INDEX users_billing_search_trgm_idx ON users USING gin (
  (first_name || ' ' || last_name || ' ' || coalesce(email::text, '') || ' ' || username::text) gin_trgm_ops);
