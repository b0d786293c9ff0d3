import type { Config } from "@react-router/dev/config";

/** Public routes painted from HTML at build time; everything else is the single-page app. */
export const PRERENDERED_PATHS = [
  "/",
  "/404",
  // Public pages: static structure and texts in the HTML; their data is fetched after hydration.
  "/about",
  "/instructors",
  "/ClassesAndCounseling",
  "/classes",
  ...[
    "sat_course",
    "act_course",
    "sat_course_part2",
    "sat_math_level2",
    "sat_math",
    "private_inperson",
    "private_online",
    "mentoring_program",
    "application_counseling",
    "toefl_course",
    "toefl_reading",
    "toefl_listening",
    "toefl_speaking",
    "toefl_writing",
    "sat_course_winter",
  ].map((slug) => `/classes/${slug}`),
  "/stories",
  "/stories/list",
  "/faq",
  "/contact",
  "/terms",
  "/line",
  "/apply",
  "/apply/thanks",
  "/toefl-videos",
  "/feedback",
  "/survey",
];

export default {
  appDirectory: "src",
  // WEB_BUILD_DIR builds elsewhere than apps/web/build (parallel builds, benches), e.g. `.tmp/my-build`:
  // relative to apps/web and inside the repository (prerendering imports the server build, whose
  // packages resolve from node_modules). scripts/compress-web.mjs and report-chunks.mjs read it too.
  buildDirectory: process.env.WEB_BUILD_DIR || "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
