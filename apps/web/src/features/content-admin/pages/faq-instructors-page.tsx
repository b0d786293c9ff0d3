import { Stack } from "@mantine/core";
import type { RouteHandle } from "../../../app/route-handle";
import { FaqQuestionsManager } from "../components/faq-questions-manager";
import { InstructorBiosPanel } from "../components/instructor-bios-panel";

export const handle: RouteHandle = { i18n: ["content-admin", "data-list"] };

/** /admin/edit-faq/instructors-faq: what the instructors page shows: teachers' bios and the instructor FAQ. */
export default function FaqInstructorsPage() {
  return (
    <Stack gap="lg">
      <InstructorBiosPanel />
      <FaqQuestionsManager mode="instructors" />
    </Stack>
  );
}
