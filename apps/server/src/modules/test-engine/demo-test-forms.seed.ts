import { readFile } from "node:fs/promises";
import { describeIssues, importFormJson } from "@edu/shared/test-engine";
import { DEMO_FORM_KEYS, demoFormUrl } from "@edu/shared/test-engine/demo-forms";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { importTestForm, publishTestForm } from "./test-forms.service";

/**
 * The three demo forms (a short SAT with adaptive second modules, an ACT, a TOEFL; every question our own),
 * imported from their documents as the demo admin, published and public so every demo account can take them.
 */
export const demoTestFormsSeed: DemoSeed = {
  name: "demo-test-forms",
  run: async (tx, _context) => {
    const { admin } = await demoPeople(tx, []);
    for (const key of DEMO_FORM_KEYS) {
      const read = importFormJson(await readFile(demoFormUrl(key), "utf8"));
      if (!read.ok) throw new Error(`demo form ${key}:\n${describeIssues(read.issues).join("\n")}`);
      const imported = await importTestForm(tx, admin, read.form);
      await publishTestForm(tx, imported.data.id, { is_public: true });
    }
  },
};
