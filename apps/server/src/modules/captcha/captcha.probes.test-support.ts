import { captchaEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each captcha route; who is let in is the declared access. */
export const captchaProbes = defineProbes(captchaEndpoints, {
  getCaptchaFlat: { allowed: 200 },
});
