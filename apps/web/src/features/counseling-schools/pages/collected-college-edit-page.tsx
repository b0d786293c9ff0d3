import type { RouteHandle } from "../../../app/route-handle";
import { CollectedSchoolScreen } from "../components/collected-school";

export const handle: RouteHandle = { i18n: ["counseling-schools", "date-field"] };

/** …/collected/colleges/{collectedCollegeId}/edit: one collected school's form. */
export default function CollectedCollegeEditPage() {
  return <CollectedSchoolScreen edit />;
}
