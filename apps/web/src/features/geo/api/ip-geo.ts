import { geoEndpoints } from "@edu/shared/geo";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** GET /api/ip-geo: the visitor's country from their address (background call: no overlay, no toasts). */
export const ipGeoQueryOptions = queryOptions({
  queryKey: ["ip-geo"],
  queryFn: ({ signal }) => call(geoEndpoints.getIpGeo, {}, { signal, overlay: false, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useIpGeo() {
  return useQuery(ipGeoQueryOptions);
}
