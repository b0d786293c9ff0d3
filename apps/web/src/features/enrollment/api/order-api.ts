import type { EnrollmentFormOrder } from "@edu/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The enrollment form's class order: read by /enroll (public) and arranged by admins (/enrollment/order). */
export const orderKeys = { order: ["enrollment", "form-order"] as const };

export const enrollmentOrderQuery = () =>
  queryOptions({
    queryKey: orderKeys.order,
    queryFn: ({ signal }) =>
      api.get<EnrollmentFormOrder>("/enrollment-forms-order", { signal, overlay: false }),
    staleTime: 60_000,
  });

/** Saves one class's position; answers the whole order. */
export const setEnrollmentOrder = (courseSessionId: number, position: number) =>
  api.post<EnrollmentFormOrder>(
    `/enrollment-forms-order/${courseSessionId}`,
    { position },
    { overlay: false },
  );
