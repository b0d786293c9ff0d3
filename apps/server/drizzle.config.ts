import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every module's tables, found by name: a new `<domain>.table.ts` needs no line elsewhere.
  schema: ["./src/**/*.table.ts"],
  out: "./migrations",
});
