import type { RouteHandle } from "../../../app/route-handle";
import { ClassDetailView } from "../components/class-detail-view";

export const handle: RouteHandle = {
  i18n: ["session-classes", "data-list", "course-materials", "test-grading", "practices"],
};

/** /session-classes/{classId}: the info (default) and students tabs. */
export default function SessionClassPage() {
  return <ClassDetailView readOnly={false} />;
}
