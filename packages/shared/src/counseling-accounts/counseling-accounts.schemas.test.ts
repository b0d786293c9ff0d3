import { describe, expect, it } from "vitest";
import {
  revealPasswordSchema,
  saveThirdAccountSchema,
  syncCollegesSchema,
} from "./counseling-accounts.schemas";

const base = { student_user_id: 7, third_service_type: "common_app", account: " ethan " };
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("third-party account schemas", () => {
  it("trims the username but keeps a password's own spaces; an absent password stays absent", () => {
    expect(saveThirdAccountSchema.parse({ ...base, password: "  two spaces  " })).toMatchObject({
      account: "ethan",
      password: "  two spaces  ",
    });
    expect(saveThirdAccountSchema.parse(base).password).toBeUndefined();
  });

  it("keeps the Common App ID and advisor invitation to Common App accounts", () => {
    const coalition = { ...base, third_service_type: "coalition_app" };
    expect(issuesOf(saveThirdAccountSchema.safeParse({ ...coalition, common_app_id: "12345678" }))).toEqual([
      "common_app_id: v.counseling_common_app_only",
    ]);
    expect(
      issuesOf(saveThirdAccountSchema.safeParse({ ...coalition, advisor_invitation_state: "invited" })),
    ).toEqual(["advisor_invitation_state: v.counseling_common_app_only"]);
    expect(saveThirdAccountSchema.safeParse({ ...coalition, advisor_invitation_state: "none" }).success).toBe(
      true,
    );
    expect(issuesOf(saveThirdAccountSchema.safeParse({ ...base, common_app_id: "CA123" }))).toEqual([
      "common_app_id: v.common_app_id",
    ]);
  });

  it("refuses control characters, more than 20 colleges and a reveal without a reason", () => {
    expect(saveThirdAccountSchema.safeParse({ ...base, password: "tab\there" }).success).toBe(false);
    const colleges = Array.from({ length: 21 }, (_, i) => ({ id: `C${i}`, name: `College ${i}` }));
    expect(issuesOf(syncCollegesSchema.safeParse({ ...base, colleges }))).toEqual([
      "colleges: v.counseling_colleges_too_many",
    ]);
    expect(syncCollegesSchema.safeParse({ ...base, colleges: colleges.slice(0, 20) }).success).toBe(true);
    expect(issuesOf(revealPasswordSchema.safeParse({ ...base, reason: "why" }))).toEqual([
      "reason: v.counseling_reveal_reason",
    ]);
  });
});
