-- Each server process keeps the sessions it resolved for a few seconds (sessions/session-cache.ts) and
-- LISTENs on 'session_cache'. Whatever the session lookup read (RESOLVE_SESSION in sessions.service.ts)
-- changing, by any writer in any process, sends the user's id there: a session revoked, re-assigned,
-- its expiry changed or deleted while live; a user's is_active or finish_bind changed, or the user
-- deleted; any change of user_roles. NOTIFY is transactional: the processes hear it when the change
-- commits (never for a rolled-back one) and drop that user's cached sessions. More than 1,000 users in
-- one statement (a bulk import) send '*' instead: every process empties its cache. last_seen_at touches
-- (once a minute per session) fire nothing.
CREATE FUNCTION session_cache_notify(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT x) INTO ids FROM unnest(user_ids) AS x WHERE x IS NOT NULL;
  IF ids IS NULL THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 1000 THEN
    PERFORM pg_notify('session_cache', '*');
  ELSE
    PERFORM pg_notify('session_cache', id::text) FROM unnest(ids) AS id;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION session_cache_on_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM session_cache_notify(ARRAY[OLD.id]);
  ELSE
    PERFORM session_cache_notify(ARRAY[OLD.user_id, NEW.user_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Row triggers with a column list and WHEN: an UPDATE that does not set these columns (the last_seen_at
-- touch, a profile edit) does not even call the function.
CREATE TRIGGER sessions_session_cache_update AFTER UPDATE OF revoked_at, user_id, expires_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id <> NEW.user_id
                     OR OLD.expires_at <> NEW.expires_at)
  EXECUTE FUNCTION session_cache_on_row_change();
--> statement-breakpoint
CREATE TRIGGER users_session_cache_update AFTER UPDATE OF is_active, finish_bind ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.finish_bind IS DISTINCT FROM NEW.finish_bind)
  EXECUTE FUNCTION session_cache_on_row_change();
--> statement-breakpoint
-- Inserts and deletes per statement (bulk seeds insert roles by the thousand).
CREATE FUNCTION session_cache_on_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    SELECT array_agg(o.id) INTO ids FROM old_rows o;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    -- A revoked or expired session is never served from a cache: only live ones matter.
    SELECT array_agg(o.user_id) INTO ids FROM old_rows o WHERE o.revoked_at IS NULL AND o.expires_at > now();
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.user_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.user_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(x.user_id) INTO ids
      FROM (SELECT o.user_id FROM old_rows o UNION ALL SELECT n.user_id FROM new_rows n) x;
  END IF;
  PERFORM session_cache_notify(ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_cache_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_cache_on_statement();
--> statement-breakpoint
CREATE TRIGGER users_session_cache_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_cache_on_statement();
--> statement-breakpoint
CREATE TRIGGER user_roles_session_cache_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_cache_on_statement();
--> statement-breakpoint
CREATE TRIGGER user_roles_session_cache_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_cache_on_statement();
--> statement-breakpoint
CREATE TRIGGER user_roles_session_cache_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_cache_on_statement();
