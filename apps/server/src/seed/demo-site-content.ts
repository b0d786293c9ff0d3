import type { ModuleManifest } from "../module-manifest";
import { demoContentSeed } from "./steps/demo-content";

/**
 * Not a module: the public site's demo pages, FAQ, stories and short links, written in one step
 * straight into the content, faq, stories and short-links tables (no single module owns all four,
 * and the step's name is recorded in seed_runs). Listed in modules.ts where its step runs.
 */
export const demoSiteContent: ModuleManifest = { name: "demo site content", demoSeeds: [demoContentSeed] };
