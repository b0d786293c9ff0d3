import { ANALYSIS_PICKER_LIMIT } from "@edu/shared/analysis";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { users } from "../users";
import { readableStudent } from "./analysis-access";

/** The student picker: students the caller reads (readableStudent), by name or username. */
export async function listStudents(db: DbOrTx, actor: Actor, q: string | undefined) {
  const pattern = q ? containsPattern(q) : null;
  const rows = await queryRows<{ id: number; username: string; first_name: string; last_name: string }>(
    db,
    sql`select ${users.id} as id, ${users.username}::text as username, ${users.firstName} as first_name,
      ${users.lastName} as last_name
    from ${users}
    where ${users.isActive} and ${readableStudent(actor)}
      ${
        pattern === null
          ? sql``
          : sql`and (${users.username}::text ilike ${pattern} or ${users.firstName} ilike ${pattern}
        or ${users.lastName} ilike ${pattern} or (${users.lastName} || ${users.firstName}) ilike ${pattern}
        or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`
      }
    order by ${users.lastName}, ${users.firstName}, ${users.id}
    limit ${ANALYSIS_PICKER_LIMIT}`,
  );
  return { data: rows };
}
