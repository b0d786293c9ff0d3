import type { ContactUsInput } from "@edu/shared/contact";
import type { Captcha } from "@edu/shared/system";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET captcha/flat: a new image and key each time (single use, never cached). */
export function contactCaptchaQuery() {
  return queryOptions({
    queryKey: ["captcha", "contact"],
    queryFn: ({ signal }) => api.get<Captcha>("/captcha/flat", { signal, overlay: false, silent: true }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST contact-us. Failures are shown on the form, so the client does not notify. */
export function sendContactMessage(input: ContactUsInput) {
  return api.post<{ ok: true; id: number }>("/contact-us", input, { silent: true });
}
