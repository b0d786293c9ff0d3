import { DEMO_FORM_KEYS } from "@edu/shared/test-engine/demo-forms";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { testForms, testFormVersions } from "./test-engine.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

it("seeds the three demo forms, published and public, one version each", async () => {
  // Higher modules seed engine forms of their own (practices): only the demo tests' forms are read here.
  const forms = await ctx.database.db
    .select()
    .from(testForms)
    .where(inArray(testForms.key, [...DEMO_FORM_KEYS]));
  expect(forms.map((row) => row.key).sort()).toEqual([...DEMO_FORM_KEYS].sort());
  expect(forms.every((row) => row.status === "published" && row.isPublic)).toBe(true);
  const versions = await ctx.database.db
    .select()
    .from(testFormVersions)
    .where(
      inArray(
        testFormVersions.formId,
        forms.map((row) => row.id),
      ),
    );
  expect(versions).toHaveLength(3);
  // The demo student finds them and can start the SAT.
  const student = await signIn(ctx.app, "student", "demo-password-test");
  const list = await ctx.app.inject({ method: "GET", url: "/api/test-forms", headers: student });
  const listed = list.json().data.map((row: { key: string }) => row.key);
  expect(listed).toEqual(expect.arrayContaining([...DEMO_FORM_KEYS]));
  const sat = forms.find((row) => row.key === "demo-sat-short");
  const started = await ctx.app.inject({
    method: "POST",
    url: "/api/test-attempts",
    headers: student,
    payload: { form_id: sat?.id },
  });
  expect(started.json().data.current.module.key).toBe("rw-m1");
});
