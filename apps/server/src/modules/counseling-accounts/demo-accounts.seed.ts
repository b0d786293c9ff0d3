import { saveThirdAccountSchema } from "@edu/shared/counseling-accounts";
import { secretKeyring } from "../../secrets/secret-keys";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { writeThirdAccount, writeThirdApplications } from "./counseling-accounts.service";

/**
 * The demo student's (Ethan Huang's) Common App login, sealed like any other (the demo's local fake service
 * takes any password but "wrong-password"), his Common App ID, and the services he applies through: the
 * accounts screens open on something to show, test and sync.
 */
export const demoAccountsSeed: DemoSeed = {
  name: "demo-counseling-accounts",
  run: async (tx, { config }) => {
    const people = await demoPeople(tx, ["student"]);
    const student = people.id("student");
    const keyring = await secretKeyring(tx, config);
    await writeThirdAccount(
      tx,
      keyring,
      people.admin,
      saveThirdAccountSchema.parse({
        student_user_id: student,
        third_service_type: "common_app",
        account: "ethan.huang@example.com",
        password: "demo-common-app-2026",
        common_app_id: "31415926",
      }),
    );
    await writeThirdApplications(tx, people.admin, student, [
      { third_service_type: "common_app", is_applying: true },
      { third_service_type: "california_app", is_applying: true },
    ]);
  },
};
