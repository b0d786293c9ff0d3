import { Container } from "@mantine/core";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NotFoundPage } from "../../../components/page-state";
import { AttemptScreen } from "../components/attempt-screen";
import { StartPanel } from "../components/start-panel";
import { idParam, testsPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["tests"] };

/**
 * /tests/start?form=<id> (start a form) and ?attempt=<id> (take or resume an attempt: a reload comes back
 * to the same module with its answers and the server's time left).
 */
export default function TakeTestPage() {
  const [search] = useSearchParams();
  const attemptId = idParam(search.get("attempt"));
  const formId = idParam(search.get("form"));
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {attemptId ? (
        <AttemptScreen key={attemptId} attemptId={attemptId} resultPath={testsPaths.result} />
      ) : formId ? (
        <StartPanel formId={formId} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
