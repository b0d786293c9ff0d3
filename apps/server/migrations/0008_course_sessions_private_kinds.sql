-- Course sessions 1-10 are the private kinds (spec 02: "a class counts as private when its
-- course_session_id is 10 or less"); the identity starts at 11 (0007), so no other session takes them.
-- Keep in step with PRIVATE_COURSE_SESSION_KINDS in packages/shared/src/courses/courses.constants.ts.
INSERT INTO "course_sessions" ("id", "type", "title", "short_name", "is_online", "active") OVERRIDING SYSTEM VALUE VALUES
  (1, 'private', 'Private lessons (in person)', 'private_in_person', false, true),
  (2, 'private', 'Private lessons (online)', 'private_online', true, true),
  (3, 'counseling', 'Counseling', 'counseling', false, true),
  (4, 'counseling', 'Application counseling', 'application_counseling', false, true),
  (5, 'counseling', 'Mentoring program', 'mentoring_program', false, true),
  (6, 'private', 'Custom lessons', 'custom_lesson', false, true),
  (7, 'private', 'Reserved private kind 7', 'reserved_7', false, false),
  (8, 'private', 'Reserved private kind 8', 'reserved_8', false, false),
  (9, 'private', 'Reserved private kind 9', 'reserved_9', false, false),
  (10, 'private', 'Reserved private kind 10', 'reserved_10', false, false)
ON CONFLICT ("id") DO NOTHING;
