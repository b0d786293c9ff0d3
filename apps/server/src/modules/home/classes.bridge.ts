import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { countPaidUnplaced } from "../classes";

/** Admin, staff: paid class tickets waiting for a class (the classes module's rule; null for others). */
export const studentsToPlace = (db: DbOrTx, actor: Actor): Promise<number | null> =>
  countPaidUnplaced(db, actor);
