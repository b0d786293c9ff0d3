import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { updateSchoolsType } from "./schools-type.service";

/**
 * The demo counselor and parent have chosen their school list (our own categories), as people who have used
 * the workspace have: the entry opens their portal. A new person (and the demo admin) still meets the choice.
 */
export const demoSchoolsTypesSeed: DemoSeed = {
  name: "demo-counseling-schools-types",
  run: async (tx) => {
    const people = await demoPeople(tx, ["teacher", "parent"]);
    for (const username of ["teacher", "parent"] as const) {
      const actor = { id: people.id(username), roles: [username] };
      await updateSchoolsType(tx, actor, { schools_type: "DEFAULT" });
    }
  },
};
