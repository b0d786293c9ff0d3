import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/test-app";
import { createUser, TEST_PASSWORD } from "../helpers/users";

/**
 * The served OpenAPI document, read the way its users read it: Redocly's linter (the repo's
 * redocly.yaml), and a client generated from it (openapi-typescript) whose calls (openapi-fetch)
 * must type-check and then work against this running app. A document that breaks either fails here.
 */

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
// Inside the repo (so `openapi-fetch` resolves from node_modules) and gitignored (`.tmp/`).
const workDir = path.join(import.meta.dirname, ".tmp");

let ctx: TestContext;
let baseUrl: string;
let documentText: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "client-admin", roles: ["super-admin"] });
  await createUser(ctx.database.db, { username: "client-student", roles: ["student"] });
  await createUser(ctx.database.db, { username: "client-lookup", roles: ["teacher"], firstName: "Lookup" });
  baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  documentText = await res.text();
  await fs.mkdir(workDir, { recursive: true });
});
afterAll(async () => {
  await ctx?.close();
});

describe("the served OpenAPI document", () => {
  it("passes `redocly lint` with the repo's redocly.yaml: no errors, no warnings", async () => {
    const file = path.join(workDir, "openapi.json");
    await fs.writeFile(file, documentText);
    const cli = createRequire(path.join(repoRoot, "package.json")).resolve("@redocly/cli/bin/cli.js");
    const run = await promisify(execFile)(
      process.execPath,
      [
        cli,
        "lint",
        file,
        "--config",
        path.join(repoRoot, "redocly.yaml"),
        "--format=json",
        "--max-problems=50",
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }));
    const report = JSON.parse(run.stdout || "{}") as {
      totals?: { errors: number; warnings: number };
      problems?: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = (report.problems ?? []).map(
      (p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
    );
    expect(report.totals, run.stderr).toBeDefined();
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("generates a typed client whose calls type-check and work against the running app", async () => {
    const types = astToString(await openapiTS(JSON.parse(documentText)));
    await fs.writeFile(path.join(workDir, "api.d.ts"), types);
    const callsFile = path.join(workDir, "calls.ts");
    await fs.writeFile(callsFile, CALLS);

    const program = ts.createProgram([callsFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      types: [],
      skipLibCheck: true,
      noUnusedLocals: true,
      exactOptionalPropertyTypes: false,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);

    // The same code, run: what type-checked also works on the wire.
    const calls = (await import(callsFile)) as {
      run: (baseUrl: string, password: string) => Promise<Record<string, unknown>>;
    };
    const results = await calls.run(baseUrl, TEST_PASSWORD);
    expect(results).toMatchObject({
      signedInAs: "client-admin",
      found: ["client-lookup"],
      refusedWithoutToken: 401,
      refusedMessage: expect.any(String),
      enrollmentStep: 1,
      enrollmentStudents: 1,
    });
  });
});

/**
 * Calls a client author would write. The `@ts-expect-error` lines fail the check when the document
 * stops describing a field (everything `any` or `unknown` would type-check otherwise).
 */
const CALLS = `import createClient from "openapi-fetch";
import type { operations, paths } from "./api";

// operationIds are the generated operation names.
type SignIn = operations["login"];
type SearchUsers = operations["searchUsers"];
type StepOne = operations["createEnrollmentFormsStepOne"];
export type Named = [SignIn, SearchUsers, StepOne];

export async function run(baseUrl: string, password: string) {
  const client = createClient<paths>({ baseUrl });

  // Sign in: the body and the answer are typed.
  const signIn = await client.POST("/api/login", { body: { username: "client-admin", password } });
  if (!signIn.data) throw new Error("sign-in failed");
  const token: string = signIn.data.access_token;
  const signedInAs: string = signIn.data.user.username;

  // users/search: query parameters from the schema, the paged answer, errors as ErrorBody.
  const headers = { authorization: \`Bearer \${token}\` };
  const search = await client.GET("/api/users/search", {
    params: { query: { q: "Lookup", role: "teacher", order_by: "username" } },
    headers,
  });
  if (!search.data) throw new Error(\`search failed: \${search.response.status}\`);
  const found: string[] = search.data.users.data.map((user) => user.username);
  // @ts-expect-error no such field on a user
  void search.data.users.data[0]?.password_hash;

  const anonymous = await client.GET("/api/users/search", { params: { query: {} } });
  const refusedWithoutToken = anonymous.response.status;
  const refusedMessage: string | undefined = anonymous.error?.message;

  // An enrollment step, as a signed-in student (no captcha then).
  const student = await client.POST("/api/login", { body: { username: "client-student", password } });
  if (!student.data) throw new Error("student sign-in failed");
  const stepOne = await client.POST("/api/enrollment-forms-step-one", {
    headers: { authorization: \`Bearer \${student.data.access_token}\` },
    body: {
      role: "student",
      contact: { first_name: "Client", email: "client-student@example.com", phone: "+886 912 000 222" },
      students: [{ first_name: "Client", email: "client-student@example.com" }],
    },
  });
  if (!stepOne.data) throw new Error(\`step one failed: \${JSON.stringify(stepOne.error)}\`);

  return {
    signedInAs,
    found,
    refusedWithoutToken,
    refusedMessage,
    enrollmentStep: stepOne.data.form.step,
    enrollmentStudents: stepOne.data.form.students.length,
  };
}

/** Mistakes the types must catch; never run. */
export function mistakes(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error the password is required
  void client.POST("/api/login", { body: { username: "x" } });
  // @ts-expect-error no such role
  void client.GET("/api/users/search", { params: { query: { role: "wizard" } } });
  // @ts-expect-error the enrollment role is one of student, parent, other
  void client.POST("/api/enrollment-forms-step-one", { body: { role: "teacher", contact: { first_name: "A", email: "a@b.c", phone: "1" }, students: [] } });
  // @ts-expect-error the search needs no body, and GET has none
  void client.GET("/api/users/search", { body: {} });
}
`;
