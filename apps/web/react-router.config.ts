import type { Config } from "@react-router/dev/config";

/** Public routes painted from HTML at build time; everything else is the single-page app. */
export const PRERENDERED_PATHS = ["/", "/404"];

export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
