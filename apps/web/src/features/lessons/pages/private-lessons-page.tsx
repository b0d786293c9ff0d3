import type { PRIVATE_LESSON_PROGRESS, PrivateLessonListItem } from "@edu/shared/lessons";
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import {
  DataList,
  type DataListColumn,
  ListPagination,
  ListTotal,
  useListControls,
} from "../../../components/data-list";
import { ListSearchInput } from "../../../components/list-search-input";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { privateLessonsQuery } from "../api/lessons-api";
import { MyInvitations } from "../components/my-invitations";
import { durationText } from "../lib/format";

export const handle: RouteHandle = { i18n: ["lessons", "data-list"] };

const ROLE_TYPES = ["teacher", "student", "parent"] as const;
type RoleType = (typeof ROLE_TYPES)[number];

const PROGRESS_COLORS: Record<(typeof PRIVATE_LESSON_PROGRESS)[number], string> = {
  greet_not_scheduled: "orange",
  greet_scheduled: "yellow",
  first_class_not_scheduled: "blue",
  in_progress: "teal",
  ended: "gray",
};

/**
 * /private/private-lessons and /private/private-lessons/filter/{roleType}/{userId}: private and custom
 * lessons with their progress (staff: all or one person's; others: their own, the server decides).
 */
export default function PrivateLessonsPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const viewer = useViewerRoles();
  const controls = useListControls();
  const roleType = ROLE_TYPES.includes(params.roleType as RoleType)
    ? (params.roleType as RoleType)
    : undefined;
  const userId = Number(params.userId);
  const filter =
    roleType && Number.isInteger(userId) && userId > 0 ? { role_type: roleType, user_id: userId } : {};
  const list = useQuery({
    ...privateLessonsQuery({ page: controls.page, q: controls.q, ...filter }),
    enabled: Boolean(viewer.user),
  });
  if (!viewer.user) return <PageLoader />;
  const title = t("private.title");

  const columns: DataListColumn<PrivateLessonListItem>[] = [
    {
      key: "title",
      header: t("private.lesson"),
      primary: true,
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/private/private-lessons/${row.class_id}/detail`} fw={600}>
            {row.localized.title || row.subject || `#${row.id}`}
          </Anchor>
          {/* 24 px tall targets at least (WCAG 2.2), side by side on a phone's card. */}
          <Group gap="xs">
            <Anchor
              component={Link}
              to={`/session-classes/${row.class_id}/lesson-logs`}
              size="sm"
              display="inline-block"
              py={2}
            >
              {t("private.logs")}
            </Anchor>
            {viewer.isStaff && (
              <Anchor
                component={Link}
                to={`/private/${row.type === 2 ? "custom-lessons" : "private-lessons"}/${row.class_id}/edit`}
                size="sm"
                display="inline-block"
                py={2}
              >
                {t("privateDetail.edit")}
              </Anchor>
            )}
          </Group>
          {row.subject && row.title && (
            <Text size="sm" c="gray.7">
              {row.subject}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "progress",
      header: t("private.progressLabel"),
      cell: (row) => (
        <Badge color={PROGRESS_COLORS[row.progress]} variant="light">
          {t(`private.progress.${row.progress}`)}
        </Badge>
      ),
    },
    {
      key: "students",
      header: t("fields.students"),
      cell: (row) => row.students.map((p) => displayName(p)).join("、") || "—",
    },
    {
      key: "teachers",
      header: t("private.teachers"),
      cell: (row) => row.teachers_brief.map((p) => displayName(p)).join("、") || "—",
    },
    {
      key: "start",
      header: t("private.start"),
      cell: (row) => (row.started_at ? `${row.started_at.slice(0, 16)} (${row.timezone})` : "—"),
    },
    {
      key: "format",
      header: t("private.format"),
      cell: (row) =>
        `${row.is_online ? t("private.online") : t("private.inPerson")} · ${durationText(t, row.duration_hours, row.duration_minutes)}`,
    },
  ];

  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {roleType && (
          <Text c="gray.7">
            {t("private.filtered", { role: t(`private.roleType.${roleType}`), id: userId })}
          </Text>
        )}
        <Group justify="space-between" align="flex-end">
          <ListSearchInput label={t("private.search")} value={controls.text} onSearch={controls.setText} />
          {viewer.isStaff && (
            <Group gap="xs">
              <Button component={Link} to="/private/private-lessons/create">
                {t("private.createPrivate")}
              </Button>
              <Button component={Link} to="/private/custom-lessons/create" variant="light">
                {t("private.createCustom")}
              </Button>
            </Group>
          )}
        </Group>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && <ListTotal list={list.data} />}
        {!list.isError && (
          <DataList
            items={list.data?.data ?? []}
            loading={list.isPending}
            columns={columns}
            rowKey={(row) => row.id}
            label={title}
            testId="private-lessons-list"
            empty={<Text>{t("private.empty")}</Text>}
            minWidth={820}
          />
        )}
        {list.data && <ListPagination list={list.data} page={controls.page} onChange={controls.setPage} />}
        {viewer.isTeacher && <MyInvitations />}
      </Stack>
    </Container>
  );
}
