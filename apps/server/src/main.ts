import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { runJobOutboxOnce } from "./jobs";
import { jobHandlers } from "./jobs/job-handlers";
import { createSmtpTransport, startMailWorker } from "./mail";
import { startMaintenance } from "./maintenance";
import { createModuleDeps } from "./module-manifest";
import { MODULES } from "./modules";
import { withDemoApplicationService } from "./modules/counseling-accounts";
import { startScheduledJobs } from "./scheduled-jobs";
import { DEMO_SEEDS, DEMO_USERS, runSeeds } from "./seed";
import { describeDatabase, openConfiguredDatabase } from "./setup/configured-database";
import { assertNoDemoData, hasSuperAdmin, modeLine, StartRefused } from "./setup/installation";

async function main(): Promise<void> {
  // The demo without an application service gets a local fake (never in production).
  const config = await withDemoApplicationService(loadConfig());
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook("onClose", async () => database.close());

  await migrateDatabase(database);
  if (config.NODE_ENV === "production") {
    try {
      await assertNoDemoData(database.db);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  if (config.CAPTCHA_DISABLED)
    app.log.warn("CAPTCHA_DISABLED=true: every captcha check passes. Never set this in production.");
  if (config.SEED_DEMO) await runSeeds(database.db, DEMO_SEEDS, { config, log: app.log });
  else if (!(await hasSuperAdmin(database.db)))
    app.log.warn(
      'No super-admin yet: run `npm run create-admin` once to create the first one (README "Going live").',
    );

  const deps = createModuleDeps(MODULES, { config, database });
  const background = [
    startMaintenance(database.db, app.log),
    startScheduledJobs(
      [
        // Every module's background work (modules.ts).
        ...MODULES.flatMap((module) => module.scheduledJobs?.({ deps, log: app.log }) ?? []),
        // Follow-up work queued with the change that needs it (settle a bill after its deposit…): retried with back-off until done.
        {
          name: "job-outbox",
          everyMs: 5_000,
          run: (now) =>
            runJobOutboxOnce(database.db, now, jobHandlers({ timeZone: config.SCHOOL_TIME_ZONE }), {
              log: app.log,
            }),
        },
      ],
      app.log,
    ),
  ];
  if (config.SMTP_URL) {
    background.push(
      startMailWorker({
        db: database.db,
        transport: createSmtpTransport(config.SMTP_URL),
        from: config.MAIL_FROM,
        intervalMs: config.MAIL_WORKER_INTERVAL_MS,
        log: app.log,
      }),
    );
  } else {
    app.log.info("SMTP_URL is not set: mail stays in the outbox (mail_outbox) for admins to read.");
  }
  // Stop background loops before the database closes (onClose hooks run in reverse order).
  app.addHook("onClose", async () => {
    await Promise.all(background.map((job) => job.stop()));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Ready on ${config.PUBLIC_URL} — mode: ${modeLine(config)} — database: ${describeDatabase(config)}`,
  );
  if (config.SEED_DEMO) {
    // Printed plainly (not as JSON) so a person starting the product sees how to sign in.
    console.log(
      `\n  Open ${config.PUBLIC_URL} and sign in as one of: ${DEMO_USERS.filter((u) => u.isActive !== false)
        .map((u) => u.username)
        .join(
          ", ",
        )}\n  Password: ${config.DEMO_PASSWORD === "demo-pass-2026" ? "demo-pass-2026 (DEMO_PASSWORD)" : "the value of DEMO_PASSWORD"}\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof StartRefused) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
