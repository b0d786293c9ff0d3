import type { MergeConflictData, TagBrief } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import {
  comparableColumns,
  isEmpty,
  isOneRowPerUser,
  listUserReferences,
  lockPair,
  readRow,
  same,
} from "./user-merge-rules";
import { listParentIds, listRoles, listStudentIds, toUserDto, type UserRow } from "./users.repository";
import { listTagsOfUsers } from "./users-search.repository";

const USER_FIELDS = {
  username: "username",
  email: "email",
  first_name: "firstName",
  last_name: "lastName",
  timezone: "timezone",
  lang: "lang",
  default_currency: "defaultCurrency",
} as const satisfies Record<string, keyof UserRow>;

function userConflicts(from: UserRow, to: UserRow) {
  const conflicts: MergeConflictData["conflicts"] = [];
  for (const [field, key] of Object.entries(USER_FIELDS)) {
    const a = from[key];
    const b = to[key];
    if (!isEmpty(a) && !isEmpty(b) && String(a).toLowerCase() !== String(b).toLowerCase()) {
      conflicts.push({ field, from: a, to: b });
    }
  }
  if (from.accountBalance !== 0 && to.accountBalance !== 0) {
    conflicts.push({
      field: "account_balance",
      from: { amount: from.accountBalance, currency: from.accountBalanceCurrency },
      to: { amount: to.accountBalance, currency: to.accountBalanceCurrency },
    });
  }
  return conflicts;
}

/** POST users/conflict-data-on-merging: what would clash, shown before merging. */
export async function getMergeConflicts(
  db: DbOrTx,
  input: { from_user_id: number; to_user_id: number },
): Promise<MergeConflictData> {
  const { from, to } = await lockPair(db, input);
  const conflicts = userConflicts(from, to);
  for (const ref of await listUserReferences(db)) {
    if (!isOneRowPerUser(ref)) continue;
    const [a, b] = await readAll(db, [() => readRow(db, ref, from.id), () => readRow(db, ref, to.id)]);
    if (!a || !b) continue;
    for (const col of comparableColumns(ref, a)) {
      if (!isEmpty(a[col]) && !isEmpty(b[col]) && !same(a[col], b[col])) {
        conflicts.push({ field: `${ref.table}.${col}`, from: a[col], to: b[col] });
      }
    }
  }
  const ids = [from.id, to.id];
  const [roles, tagMap, parents, students, fromDto, toDto] = await readAll(db, [
    () => listRoles(db, ids),
    () => listTagsOfUsers(db, ids),
    () => listParentIds(db, ids),
    () => listStudentIds(db, ids),
    () => toUserDto(db, from),
    () => toUserDto(db, to),
  ]);
  const both = <T>(a: T[] | undefined, b: T[] | undefined, key: (v: T) => unknown = (v) => v) =>
    (a ?? []).filter((x) => (b ?? []).some((y) => key(y) === key(x)));
  return {
    from_user: fromDto,
    to_user: toDto,
    conflicts,
    roles: { from: roles.get(from.id) ?? [], to: roles.get(to.id) ?? [] },
    shared_tags: both<TagBrief>(tagMap.get(from.id), tagMap.get(to.id), (t) => t.id),
    shared_parent_ids: both(parents.get(from.id), parents.get(to.id)),
    shared_student_ids: both(students.get(from.id), students.get(to.id)),
  };
}
