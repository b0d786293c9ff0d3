import type { RouteHandle } from "../../../app/route-handle";
import { CollectedSchoolScreen } from "../components/collected-school";

export const handle: RouteHandle = { i18n: ["counseling-schools"] };

/** …/collected/colleges/{collectedCollegeId}: one collected school, read. */
export default function CollectedCollegePage() {
  return <CollectedSchoolScreen edit={false} />;
}
