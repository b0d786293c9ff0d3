-- users/search answers each user's roles, children and tag ids. Read per row (three correlated subqueries:
-- user_roles, parent_students, user_tags) they were 150 index probes for a page of 50, 0.27 of the list
-- statement's 0.63 ms of PostgreSQL CPU on 100k users (bench/statement-cpu.ts, issue 10 item 8). Stored
-- on the user instead: role_list (sorted), student_id_list (the parent's students, sorted) and tag_id_list
-- (sorted), kept by statement triggers on the three tables for every writer (role changes, family links,
-- tags, user merges, deletes), each recounting the list its table feeds for the users its statement
-- touched, in one grouped pass (the bench's 100k-user seed: 14.6 → ~20 s). The rows of the users touched are locked in id order before the recount,
-- and under READ COMMITTED each statement of the function reads a fresh snapshot, so two transactions
-- changing one user's roles recount one after the other and never leave a stale list (as 0044 does).
-- Not declared in users.table.ts (like search_text): Drizzle's select() of users does not read them.
ALTER TABLE "users" ADD COLUMN "role_list" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_id_list" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tag_id_list" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE FUNCTION users_refresh_list_facts(user_ids integer[], list text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT x ORDER BY x) INTO ids FROM unnest(user_ids) AS x WHERE x IS NOT NULL;
  IF ids IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  -- Set-based (one grouped pass over the table for all the statement's users): a bulk insert of roles or
  -- tags for 100k users recounts in one go.
  IF list = 'roles' THEN
    UPDATE users u SET role_list = coalesce(g.v, '{}')
      FROM unnest(ids) AS i(id)
      LEFT JOIN (SELECT r.user_id AS id, array_agg(r.role ORDER BY r.role) AS v FROM user_roles r
                  WHERE r.user_id = ANY (ids) GROUP BY r.user_id) g ON g.id = i.id
     WHERE u.id = i.id AND u.role_list IS DISTINCT FROM coalesce(g.v, '{}');
  ELSIF list = 'students' THEN
    UPDATE users u SET student_id_list = coalesce(g.v, '{}')
      FROM unnest(ids) AS i(id)
      LEFT JOIN (SELECT ps.parent_id AS id, array_agg(ps.student_id ORDER BY ps.student_id) AS v FROM parent_students ps
                  WHERE ps.parent_id = ANY (ids) GROUP BY ps.parent_id) g ON g.id = i.id
     WHERE u.id = i.id AND u.student_id_list IS DISTINCT FROM coalesce(g.v, '{}');
  ELSE
    UPDATE users u SET tag_id_list = coalesce(g.v, '{}')
      FROM unnest(ids) AS i(id)
      LEFT JOIN (SELECT ut.user_id AS id, array_agg(ut.tag_id ORDER BY ut.tag_id) AS v FROM user_tags ut
                  WHERE ut.user_id = ANY (ids) GROUP BY ut.user_id) g ON g.id = i.id
     WHERE u.id = i.id AND u.tag_id_list IS DISTINCT FROM coalesce(g.v, '{}');
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION users_list_facts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'parent_students' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(n.parent_id) INTO ids FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(o.parent_id) INTO ids FROM old_rows o;
    ELSE
      SELECT array_agg(x) INTO ids FROM (SELECT n.parent_id AS x FROM new_rows n UNION SELECT o.parent_id FROM old_rows o) y;
    END IF;
    PERFORM users_refresh_list_facts(ids, 'students');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.user_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.user_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(x) INTO ids FROM (SELECT n.user_id AS x FROM new_rows n UNION SELECT o.user_id FROM old_rows o) y;
  END IF;
  PERFORM users_refresh_list_facts(ids, CASE WHEN TG_TABLE_NAME = 'user_roles' THEN 'roles' ELSE 'tags' END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_roles_list_facts_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER user_roles_list_facts_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER user_roles_list_facts_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER parent_students_list_facts_insert AFTER INSERT ON parent_students
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER parent_students_list_facts_update AFTER UPDATE ON parent_students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER parent_students_list_facts_delete AFTER DELETE ON parent_students
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER user_tags_list_facts_insert AFTER INSERT ON user_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER user_tags_list_facts_update AFTER UPDATE ON user_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
CREATE TRIGGER user_tags_list_facts_delete AFTER DELETE ON user_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_facts_on_change();--> statement-breakpoint
UPDATE users u
   SET role_list = coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}'),
       student_id_list = coalesce((SELECT array_agg(ps.student_id ORDER BY ps.student_id) FROM parent_students ps
                                    WHERE ps.parent_id = u.id), '{}'),
       tag_id_list = coalesce((SELECT array_agg(ut.tag_id ORDER BY ut.tag_id) FROM user_tags ut WHERE ut.user_id = u.id), '{}')
 WHERE EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)
    OR EXISTS (SELECT 1 FROM parent_students ps WHERE ps.parent_id = u.id)
    OR EXISTS (SELECT 1 FROM user_tags ut WHERE ut.user_id = u.id);
