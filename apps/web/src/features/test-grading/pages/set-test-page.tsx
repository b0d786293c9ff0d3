import type { AssignmentView } from "@edu/shared/test-assignments";
import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { gradingKeys } from "../api/grading-api";
import { AssignedPanel } from "../components/assigned-panel";
import { SetTestForm } from "../components/set-test-form";
import { TeachingGate } from "../components/teaching-gate";
import { gradingPaths, idParam } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-grading", "date-field"] };

/** /tests/setTest: assign a paper to a class or students (?form=, ?class= preselect), then mail them. */
export default function SetTestPage() {
  return (
    <TeachingGate>
      <SetTest />
    </TeachingGate>
  );
}

function SetTest() {
  const { t } = useTranslation("test-grading");
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [assigned, setAssigned] = useState<AssignmentView | null>(null);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("setTest.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("setTest.title")}</Title>
          <Text c="gray.7">{t("setTest.subtitle")}</Text>
        </div>
        {assigned ? (
          <AssignedPanel assignment={assigned} onAnother={() => setAssigned(null)} />
        ) : (
          <SetTestForm
            formId={idParam(params.get("form"))}
            classId={idParam(params.get("class"))}
            onAssigned={(view) => {
              void client.invalidateQueries({ queryKey: gradingKeys.all });
              setAssigned(view);
            }}
          />
        )}
        {!assigned && (
          <Group>
            <Anchor component={Link} to={gradingPaths.papers}>
              {t("nav.papers")}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
