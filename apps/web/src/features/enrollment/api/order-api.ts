import { enrollmentFormEndpoints as endpoints } from "@edu/shared";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** The enrollment form's class order, arranged by admins (/enrollment/order); the server sorts /enroll's list by it. */
export const orderKeys = { order: ["enrollment", "form-order"] as const };

export const enrollmentOrderQuery = () =>
  queryOptions({
    queryKey: orderKeys.order,
    queryFn: ({ signal }) => call(endpoints.getEnrollmentFormsOrder, {}, { signal, overlay: false }),
    staleTime: 60_000,
  });

/** Saves one class's position; answers the whole order. */
export const setEnrollmentOrder = (courseSessionId: number, position: number) =>
  call(
    endpoints.updateEnrollmentFormsOrderById,
    { params: { id: courseSessionId }, body: { position } },
    { overlay: false },
  );
