import type { PersonBrief } from "@edu/shared";

/** A user as the lesson reads select them: enough to name them and link to them. */
export type PersonRow = { id: number; username: string; firstName: string; lastName: string };

/** A student or teacher as lesson answers carry them. */
export const toPerson = (p: PersonRow): PersonBrief => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});
