// `npm --workspace apps/server run schools:import -- <file.csv> [--year 2022-23]`: imports a College Scorecard
// institution file (official columns) into the database the configuration names, as the upload on
// /schools/edit does, and prints the report.
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { importScorecardFile, SCHOOL_YEAR, scorecardYearOf } from "./modules/schools";
import { describeDatabase, openConfiguredDatabase } from "./setup/configured-database";

const USAGE = `Usage: npm --workspace apps/server run schools:import -- <file.csv> [--year 2022-23]
The year the figures are for is read from the file name (MERGED2022_23_PP.csv → 2022-23); --year gives it
for a file whose name has none (Most-Recent-Cohorts-Institution.csv), else the current year is used.`;

class UsageError extends Error {}

function parseFlags(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { year: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
      allowPositionals: true,
      strict: true,
    });
    return { ...values, files: positionals };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const [named, ...extra] = flags.files;
  if (!named || extra.length > 0) throw new UsageError("Name one CSV file.");
  // npm runs the script in apps/server; a relative path is the caller's (INIT_CWD).
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
  if (flags.year !== undefined && !SCHOOL_YEAR.test(flags.year))
    throw new UsageError(
      `--year ${flags.year}: use a year such as 2026 or an academic year such as 2022-23.`,
    );
  const fromName = scorecardYearOf(file);
  if (fromName && flags.year && flags.year !== fromName)
    console.warn(
      `The file name says ${fromName}: its figures are imported for ${fromName}, not ${flags.year}.`,
    );

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    console.log(`Importing ${file} into ${describeDatabase(config)}…`);
    const started = Date.now();
    const report = await importScorecardFile(database.db, file, {
      year: flags.year,
      onProgress: (progress) => {
        const share = progress.bytesTotal
          ? Math.floor((progress.bytesRead / progress.bytesTotal) * 100)
          : 100;
        console.log(
          `  ${megabytes(progress.bytesRead)} of ${megabytes(progress.bytesTotal)} (${share} %): ` +
            `${progress.inserted} inserted, ${progress.updated} updated, ${progress.unchanged} unchanged, ${progress.skipped} skipped`,
        );
      },
    });
    const badValues = Object.entries(report.badValues);
    console.log(
      [
        `Import ${report.id} of ${report.fileName} for ${report.year}: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        `inserted: ${report.inserted}`,
        `updated: ${report.updated}`,
        `unchanged: ${report.unchanged}`,
        `skipped: ${report.skipped}`,
        ...report.skippedRows.map(
          (row) => `  line ${row.line}${row.unitid ? ` (UNITID ${row.unitid})` : ""}: ${row.reason}`,
        ),
        ...(report.skipped > report.skippedRows.length
          ? [`  … and ${report.skipped - report.skippedRows.length} more`]
          : []),
        `values read as unknown (not a number or an address where one belongs): ${badValues.reduce((sum, [, n]) => sum + n, 0)}`,
        ...badValues.map(([column, count]) => `  ${column}: ${count}`),
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
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error(error instanceof Error ? `The import stopped: ${error.message}` : error);
    process.exit(1);
  },
);
