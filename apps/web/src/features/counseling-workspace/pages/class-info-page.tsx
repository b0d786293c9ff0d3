import type { CounselingClassRow, CounselingPerson } from "@edu/shared/counseling-workspace";
import { Anchor, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { ClassPage } from "../components/class-page";
import { studentBase } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-workspace", "counseling-profile"] };

/**
 * A person's name, a link to their user page where the reader may open it (GET profile/{id}: staff and
 * super-admin anyone's, a counselor their students', a parent their children's; oneself is /profile).
 */
function PersonName({
  person,
  canOpen,
  me,
}: {
  person: CounselingPerson;
  canOpen: boolean;
  me: number | undefined;
}) {
  const name = displayName(person);
  if (person.id === me)
    return (
      <Anchor component={Link} to="/profile">
        {name}
      </Anchor>
    );
  return canOpen ? (
    <Anchor component={Link} to={`/user/${person.id}`}>
      {name}
    </Anchor>
  ) : (
    <Text span>{name}</Text>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 110, sm: 180 }}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function ClassFacts({ row }: { row: CounselingClassRow }) {
  const { t } = useTranslation("counseling-workspace");
  const viewer = useViewerRoles();
  const me = viewer.user?.id;
  const readsStudents = viewer.isStaff || row.as === "counselor" || row.as === "parent";
  const dates =
    row.start_date || row.end_date
      ? t("info.dateRange", { start: formatDate(row.start_date), end: formatDate(row.end_date) })
      : t("info.noDates");
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          <Fact label={t("info.name")}>{row.name}</Fact>
          <Fact label={t("info.kind")}>{t(`class.kind.${row.kind}`)}</Fact>
          <Fact label={t("info.dates")}>{dates}</Fact>
          <Fact label={t("info.counselors")}>
            {row.counselors.length === 0 ? (
              t("info.noCounselors")
            ) : (
              <Group gap="xs" wrap="wrap">
                {row.counselors.map((person) => (
                  <PersonName key={person.id} person={person} canOpen={viewer.isStaff} me={me} />
                ))}
              </Group>
            )}
          </Fact>
          <Fact label={t("info.as")}>{t(`as.${row.as}`)}</Fact>
        </Table.Tbody>
      </Table>
      <Stack gap="xs" mt="md">
        <Title order={2} size="h4">
          {t("info.students")}
        </Title>
        {row.students.length === 0 ? (
          <Text size="sm">{t("info.noStudents")}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            data-testid="class-students"
          >
            {row.students.map((person) => (
              <li key={person.id}>
                <Group gap="sm" wrap="wrap">
                  <PersonName person={person} canOpen={readsStudents} me={me} />
                  <Anchor component={Link} to={`${studentBase(person.username)}/applicationForms`} size="sm">
                    {t("info.applicationProfile", { name: displayName(person) })}
                  </Anchor>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /private/counseling/{id}/info (id: the counseling class): the class itself — name, kind, dates, its
 * counselors and the students the reader may read.
 */
export default function ClassInfoPage() {
  const { t } = useTranslation("counseling-workspace");
  return (
    <ClassPage tab="info" metaTitle={(name) => t("info.metaTitle", { name })}>
      {({ overview }) => <ClassFacts row={overview.class} />}
    </ClassPage>
  );
}
