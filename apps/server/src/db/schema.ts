// Every table of every module, for Drizzle's relational queries and drizzle-kit.
export * from "../mail/outbox.table";
export * from "../modules/captcha/captcha.table";
export * from "../seed/seed-run.table";
export * from "../http/rate-limit.table";
