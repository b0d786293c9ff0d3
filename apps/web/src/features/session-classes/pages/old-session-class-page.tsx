import type { RouteHandle } from "../../../app/route-handle";
import { ClassDetailView } from "../components/class-detail-view";

export const handle: RouteHandle = {
  i18n: ["session-classes", "data-list", "course-materials", "test-grading", "practices"],
};

/** /old-session-classes/{classId}: an ended class, read-only. */
export default function OldSessionClassPage() {
  return <ClassDetailView readOnly />;
}
