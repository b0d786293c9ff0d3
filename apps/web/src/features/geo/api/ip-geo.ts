import type { IpGeo } from "@edu/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/ip-geo: the visitor's country from their address (background call: no overlay, no toasts). */
export const ipGeoQueryOptions = queryOptions({
  queryKey: ["ip-geo"],
  queryFn: ({ signal }) => api.get<IpGeo>("/ip-geo", { signal, overlay: false, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useIpGeo() {
  return useQuery(ipGeoQueryOptions);
}
