// Every table of every module, for Drizzle's relational queries and drizzle-kit.

export * from "../http/rate-limit.table";
export * from "../mail/outbox.table";
export * from "../modules/accounts/password-tokens.table";
export * from "../modules/audit/audit.table";
export * from "../modules/captcha/captcha.table";
export * from "../modules/classes/classes.table";
export * from "../modules/contact/contact.table";
export * from "../modules/content/content.table";
export * from "../modules/courses/courses.table";
export * from "../modules/enrollment/enrollment.table";
export * from "../modules/family-links/family-links.table";
export * from "../modules/faq/faq.table";
export * from "../modules/lessons/lessons.table";
export * from "../modules/profiles/profiles.table";
export * from "../modules/relations/relations.table";
export * from "../modules/sessions/sessions.table";
export * from "../modules/short-links/short-links.table";
export * from "../modules/stories/stories.table";
export * from "../modules/tags/tags.table";
export * from "../modules/teacher-contracts/teacher-contracts.table";
export * from "../modules/uploads/uploads.table";
export * from "../modules/users/users.table";
export * from "../seed/seed-run.table";
