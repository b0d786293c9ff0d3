// `npm run create-admin`: the first super-admin of a real installation (README "Going live"). On a
// terminal it asks; for automation: --username, --email, --first-name, --last-name and --password-stdin.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { openConfiguredDatabase } from "./setup/configured-database";
import {
  alreadyThere,
  createFirstSuperAdmin,
  type FirstAdminField,
  type FirstAdminInput,
  FirstAdminRefused,
  fieldProblem,
  superAdminUsernames,
} from "./setup/first-admin";
import { PromptCancelled, readFirstLine, terminalPrompt } from "./setup/prompt";

const USAGE = `Usage: npm run create-admin [-- --username NAME --email ADDRESS [--first-name …] [--last-name …] --password-stdin]
On a terminal, what is not given is asked (the password twice, not shown). Without a terminal, pass
--username and --email and pipe the password: printf '%s\\n' "$PASSWORD" | npm run create-admin -- … --password-stdin`;

class UsageError extends Error {}

const QUESTIONS: Record<Exclude<FirstAdminField, "password">, string> = {
  username: "Username (to sign in): ",
  email: "Email (for password resets): ",
  first_name: "Given name: ",
  last_name: "Family name: ",
};

function parseFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        username: { type: "string" },
        email: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        "password-stdin": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
type Flags = ReturnType<typeof parseFlags>;

/** Flags and the piped password; every problem at once (nobody is there to answer). */
async function inputFromFlags(flags: Flags): Promise<FirstAdminInput> {
  if (!flags.username || !flags.email || !flags["password-stdin"])
    throw new UsageError(
      "Without questions: pass --username, --email and --password-stdin (the password piped in).",
    );
  const input: FirstAdminInput = {
    username: flags.username,
    email: flags.email,
    first_name: flags["first-name"] ?? "",
    last_name: flags["last-name"] ?? "",
    password: await readFirstLine(process.stdin),
  };
  const problems = (Object.keys(input) as FirstAdminField[]).flatMap((field) => {
    const problem = fieldProblem(field, input[field]);
    return problem ? [`${field}: ${problem}`] : [];
  });
  if (problems.length) throw new UsageError(problems.join("\n"));
  return input;
}

/** Asks for what the flags did not give, again until each answer passes the product's rules. */
async function inputFromTerminal(flags: Flags): Promise<FirstAdminInput> {
  const prompt = terminalPrompt(process.stdin, process.stdout);
  const given: Partial<Record<FirstAdminField, string | undefined>> = {
    username: flags.username,
    email: flags.email,
    first_name: flags["first-name"],
    last_name: flags["last-name"],
  };
  try {
    const answer = async (field: Exclude<FirstAdminField, "password">): Promise<string> => {
      let value = given[field];
      for (;;) {
        value ??= await prompt.ask(QUESTIONS[field]);
        const problem = fieldProblem(field, value);
        if (!problem) return value;
        console.log(`  ${problem}`);
        value = undefined;
      }
    };
    const username = await answer("username");
    const email = await answer("email");
    const first_name = await answer("first_name");
    const last_name = await answer("last_name");
    for (;;) {
      const password = await prompt.askHidden("Password (not shown): ");
      const problem = fieldProblem("password", password);
      if (problem) console.log(`  ${problem}`);
      else if ((await prompt.askHidden("Password again: ")) === password)
        return { username, email, first_name, last_name, password };
      else console.log("  The two passwords differ; again.");
    }
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    // Refused before any question, so nobody types a password for nothing.
    const existing = await superAdminUsernames(database.db);
    if (existing.length) throw new FirstAdminRefused(alreadyThere(existing));
    // --password-stdin means automation even on a terminal: nothing is asked.
    const interactive = Boolean(process.stdin.isTTY) && !flags["password-stdin"];
    const input = interactive ? await inputFromTerminal(flags) : await inputFromFlags(flags);
    const { id } = await createFirstSuperAdmin(database.db, input);
    console.log(
      [
        `Created the super-admin ${input.username} (user ${id}).`,
        "Next:",
        "  1. Start the server (npm run start:server, or your service) with the same settings.",
        `  2. Open ${config.PUBLIC_URL} and sign in as ${input.username}.`,
        "  3. Add staff and teachers under Users; set SMTP_URL so invitations and password links reach people.",
        "  4. Set up backups (README “Backups”).",
      ].join("\n"),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof PromptCancelled) {
      console.error("\nCancelled: no account was created.");
      process.exit(130);
    }
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof FirstAdminRefused
    )
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
