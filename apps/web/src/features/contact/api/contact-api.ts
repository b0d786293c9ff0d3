import { captchaEndpoints } from "@edu/shared/captcha";
import { contactEndpoints as endpoints } from "@edu/shared/contact";
import { queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

/** GET captcha/flat: a new image and key each time (single use, never cached). */
export function contactCaptchaQuery() {
  return queryOptions({
    queryKey: ["captcha", "contact"],
    queryFn: ({ signal }) =>
      call(captchaEndpoints.getCaptchaFlat, {}, { signal, overlay: false, silent: true }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST contact-us. Failures are shown on the form, so the client does not notify. */
export function sendContactMessage(input: EndpointBody<typeof endpoints.sendContactMessage>) {
  return call(endpoints.sendContactMessage, { body: input }, { silent: true });
}
