import type { AssignmentView } from "@edu/shared/test-assignments";
import { Accordion, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorPage } from "../../../components/page-state";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { assignmentsQuery, resultsQuery } from "../api/grading-api";
import { localized } from "../lib/localized";
import { gradingPaths } from "../lib/paths";

/**
 * The session class's "tests" tab (spec 01 §2): the tests assigned to the class, who took them, their
 * scores and links to grade, and "assign a test" for its teachers and staff. Students and parents are sent
 * to My tests (their own results; the class's are not theirs to read).
 */
export function ClassTests({ classId }: { classId: number }) {
  const { t } = useTranslation("test-grading");
  const { isPending, isTeacher, isStaff } = useViewerRoles();
  if (isPending) return <Loader size="sm" />;
  if (!isTeacher && !isStaff)
    return (
      <Text>
        {t("classTests.mine")}{" "}
        <Anchor component={Link} to="/my-tests">
          {t("classTests.toMine")}
        </Anchor>
      </Text>
    );
  return <TeacherView classId={classId} />;
}

function TeacherView({ classId }: { classId: number }) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const assignments = useQuery(assignmentsQuery(classId));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>{t("classTests.heading")}</Title>
        <Button component={Link} to={gradingPaths.setTest({ sessionClass: classId })}>
          {t("classTests.assign")}
        </Button>
      </Group>
      {assignments.isPending ? (
        <Loader size="sm" />
      ) : assignments.isError ? (
        <LoadErrorPage error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : assignments.data.data.length === 0 ? (
        <Text>{t("classTests.empty")}</Text>
      ) : (
        <Accordion variant="separated" chevronPosition="left">
          {assignments.data.data.map((assignment) => (
            <Accordion.Item key={assignment.id} value={String(assignment.id)}>
              <Accordion.Control>
                <Text fw={600}>
                  {assignment.test_type} · {localized(assignment.form_title, locale)}
                </Text>
                <Text size="sm" c="gray.7">
                  {t("classTests.window", {
                    opens: formatDateTime(assignment.opens_at),
                    due: assignment.due_at ? formatDateTime(assignment.due_at) : t("classTests.noDue"),
                  })}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Results assignment={assignment} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

/** Loaded when its panel opens (Mantine mounts panels lazily only with keepMounted=false: the default). */
function Results({ assignment }: { assignment: AssignmentView }) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const results = useQuery(resultsQuery(assignment.id));
  if (results.isPending) return <Loader size="sm" />;
  if (results.isError) return <Text c="red.8">{results.error.message}</Text>;
  const rows = results.data.data;
  const taken = rows.filter((row) => row.state === "submitted" || row.state === "graded").length;
  const title = localized(assignment.form_title, locale);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">{t("classTests.taken", { taken, total: rows.length })}</Text>
        <Anchor component={Link} to={gradingPaths.addStudents(assignment.id)} size="sm">
          {t("classTests.addStudents")}
        </Anchor>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={t("classTests.resultsOf", { title })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("common.student")}</Table.Th>
              <Table.Th>{t("common.state")}</Table.Th>
              <Table.Th>{t("common.score")}</Table.Th>
              <Table.Th>{t("classTests.grade")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const score = row.composites[0]?.score ?? row.sections[0]?.score ?? null;
              return (
                <Table.Tr key={row.student.id}>
                  <Table.Td>{row.student.name}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={
                        row.state === "graded" ? "teal.8" : row.state === "submitted" ? "blue.8" : "gray.7"
                      }
                    >
                      {t(`common.states.${row.state}`)}
                    </Badge>
                    {row.self_graded === 1 && ` ${t("common.selfGraded")}`}
                  </Table.Td>
                  <Table.Td>{score ?? t("common.noScore")}</Table.Td>
                  <Table.Td>
                    {row.attempt_id !== null && row.state !== "in_progress" && (
                      <Anchor
                        component={Link}
                        to={gradingPaths.exam(row.attempt_id)}
                        aria-label={t("classTests.gradeLabel", { name: row.student.name })}
                      >
                        {t("classTests.grade")}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
