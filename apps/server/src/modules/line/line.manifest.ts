import type { ModuleManifest } from "../../module-manifest";
import { lineRoutes } from "./line.routes";
import { lineNotesRoutes } from "./line-notes.routes";
import { runLinePushOnce } from "./line-push";

export const lineModule: ModuleManifest = {
  name: "line",
  routes: [lineRoutes, lineNotesRoutes],
  scheduledJobs: ({ deps }) => [
    // LINE notifications queued beside their mail (line-push.ts): sent once each, retried with back-off.
    { name: "line-push", everyMs: 5_000, run: () => runLinePushOnce(deps.db, deps.config) },
  ],
};
