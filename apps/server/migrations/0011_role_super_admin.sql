-- The spec's role name is `super-admin` (01 §1, 02 §6–7): existing admins keep their rights under it.
UPDATE "user_roles" SET "role" = 'super-admin' WHERE "role" = 'admin';
