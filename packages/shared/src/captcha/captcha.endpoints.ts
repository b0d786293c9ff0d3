import { defineEndpoints } from "../system/endpoint";
import { captchaSchema } from "../system/system.schemas";

export const captchaEndpoints = defineEndpoints("system", {
  getCaptchaFlat: {
    method: "GET",
    path: "/api/captcha/flat",
    access: "public",
    summary: "A new captcha image and its key (answer valid once, for 10 minutes)",
    response: captchaSchema,
    errors: [429],
  },
});
