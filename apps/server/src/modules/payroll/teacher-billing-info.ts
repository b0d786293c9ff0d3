import type { PayrollBilling } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { findTeacherProfile } from "../profiles";

/** Keeps the first `keep` characters and the last `tail`, the rest as `*`. */
function maskText(value: string | undefined | null, keep: number, tail: number): string | null {
  if (!value) return null;
  const chars = [...value.trim()];
  if (chars.length <= keep + tail) return "*".repeat(chars.length);
  return chars.map((c, i) => (i < keep || i >= chars.length - tail || c === " " ? c : "*")).join("");
}

/**
 * The teacher's billing info from the profile: whole for admins; masked for everyone else (the
 * teacher too: a statement travels by mail and sits on shared screens). Name: first character;
 * ID number (or SSN) and bank account: last four.
 */
export async function billingFor(
  db: DbOrTx,
  actor: Actor | "mail",
  teacherId: number,
): Promise<PayrollBilling> {
  const profile = await findTeacherProfile(db, teacherId);
  const billing = (profile?.billing ?? {}) as Record<string, unknown>;
  const str = (key: string) =>
    typeof billing[key] === "string" && billing[key] !== "" ? (billing[key] as string) : null;
  const whole = actor !== "mail" && isSuperAdmin(actor);
  return {
    official_name: whole ? str("official_name") : maskText(str("official_name"), 1, 0),
    // Taiwan ID/ARC or China resident ID (profiles' id_number), else the US SSN.
    ssn: whole ? (str("id_number") ?? str("ssn")) : maskText(str("id_number") ?? str("ssn"), 0, 4),
    bank_account: whole ? str("bank_account") : maskText(str("bank_account"), 0, 4),
    payment_method: str("payment_method"),
    masked: !whole,
  };
}
