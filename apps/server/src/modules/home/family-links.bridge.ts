import type { HomeSummary } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { countLinkRequests } from "../family-links";

/** Anyone: parent-link requests waiting for the caller's answer, and those the caller made. */
export const linkRequests = (db: DbOrTx, actor: Actor): Promise<HomeSummary["parent_link_requests"]> =>
  countLinkRequests(db, actor);
