import { displayName, type Locale, type PayrollState } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { fieldError, forbidden, notFound } from "../../http/app-error";
import { userHasRole } from "../users";
import * as repo from "./payroll.repository";
import { payrollState } from "./payroll-state";

// What the payroll use cases share: who may see a statement, its teacher, the lock and the audit row.

/** The shared name rule (王美玲, Mei-Ling Wang), else the username. */
export const personName = (first: string, last: string, username = ""): string =>
  displayName({ first_name: first, last_name: last, username }, "");

export type Person = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  lang: Locale;
};

export async function personOrThrow(db: DbOrTx, id: number): Promise<Person> {
  const [person] = await repo.findPeople(db, [id]);
  if (!person) throw notFound("not_found_user");
  return person as Person;
}

export const personDto = (p: Pick<Person, "id" | "username" | "firstName" | "lastName">) => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

/** The statement's teacher must be a teacher (field error otherwise). */
export async function requireTeacher(db: DbOrTx, id: number, field = "teacher_user_id"): Promise<Person> {
  const [person] = await repo.findPeople(db, [id]);
  if (!person || !(await userHasRole(db, id, "teacher"))) throw fieldError(field, "payroll_not_a_teacher");
  return person as Person;
}

/** Teachers read only their own; admins anyone's. */
export function assertOwnOrAdmin(actor: Actor, teacherId: number): void {
  if (!isSuperAdmin(actor) && actor.id !== teacherId) throw forbidden();
}

/**
 * A statement reaches its teacher when sent (confirm pending on): a draft (created, also after a
 * reset) is the admins' alone, answered as not found so its existence does not show either.
 */
export function assertVisible(actor: Actor, state: PayrollState): void {
  if (state === "created" && !isSuperAdmin(actor)) throw notFound("payroll_not_found");
}

export async function lockOrThrow(tx: DbOrTx, id: number) {
  const row = await repo.lockPayroll(tx, id);
  if (!row) throw notFound("payroll_not_found");
  const paid = await repo.paidOnPayroll(tx, id);
  const state = payrollState(row, paid, await repo.hasOpenProblem(tx, id));
  return { row, paid, state };
}

export const auditOf = (actor: Actor, action: string, id: number, before: unknown, after: unknown) => ({
  actorId: actor.id,
  action,
  targetType: "payroll",
  targetId: id,
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
  requestId: actor.requestId,
});
