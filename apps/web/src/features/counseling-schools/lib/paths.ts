import type { ApplicationPortal, CollectedSchoolType } from "@edu/shared/counseling-schools";

export { readClassId } from "../../counseling-profile";

/** The services a `:thirdAppType` may name, and the list type a school added from there is stored with. */
const SERVICE_TYPES: Partial<Record<ApplicationPortal, CollectedSchoolType>> = {
  common_app: "COMMON_APP",
  coalition_app: "COALITION_APP",
  california_app: "CALIFORNIA_APP",
};

/** A route's `:thirdAppType` when it names an application service (else the page is "not found"). */
export function readService(
  value: string | undefined,
): { portal: ApplicationPortal; type: CollectedSchoolType } | undefined {
  const type = SERVICE_TYPES[value as ApplicationPortal];
  return type ? { portal: value as ApplicationPortal, type } : undefined;
}

/** The list's address under the username's or the counseling class's base. */
export const listPath = (base: string) => `${base}/colleges`;
/** One collected school's address (and its edit page). */
export const collectedPath = (base: string, id: number, edit = false) =>
  `${base}/collected/colleges/${id}${edit ? "/edit" : ""}`;
/** The add page: only by counseling class in the spec (counseling/{counselingId}/colleges/add). */
export const addPath = (classId: number, portal?: string) =>
  `/private/counseling/${classId}${portal ? `/${portal}` : ""}/colleges/add`;
