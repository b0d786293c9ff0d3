import type { CollectedSchoolType } from "@edu/shared/counseling-schools";
import { counselingWorkspaceEndpoints } from "@edu/shared/counseling-workspace";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";
import { useViewerRoles } from "../../auth";

/**
 * The viewer's own counseling schools type (GET counseling-schools-type?username=<own>): which school list
 * they work from. The list opens filtered to it and the add page without a service adds schools of it.
 * Keyed as the counseling-workspace feature keys the same answer, so a type saved there (which
 * invalidates its keys) is read again here. `type` is null when not set or not readable: the list then
 * opens on every type and schools are added as our own categories.
 */
export function useViewerSchoolsType(): { type: CollectedSchoolType | null; isPending: boolean } {
  const viewer = useViewerRoles();
  const username = viewer.user?.username;
  const query = useQuery({
    queryKey: ["counseling-workspace", "schools-type", username ?? ""],
    queryFn: ({ signal }) =>
      call(
        counselingWorkspaceEndpoints.getCounselingSchoolsType,
        { query: { username } },
        // Silent: without a readable type the pages still work (every type shown, our categories added).
        { signal, overlay: false, silent: true },
      ),
    enabled: username !== undefined,
  });
  if (username === undefined) return { type: null, isPending: viewer.isPending };
  return { type: query.data?.schools_type ?? null, isPending: query.isPending };
}
