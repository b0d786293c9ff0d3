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
  buildDirectory: "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
