import { COURSE_SESSION_TYPES, type CourseSessionType } from "@edu/shared";
import { Alert, Button, Container, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { sessionListQuery } from "../api/courses-api";
import { ListPagination } from "../components/list-pagination";
import { NotAllowed } from "../components/not-allowed";
import { SessionsTable } from "../components/sessions-table";

export const handle: RouteHandle = { i18n: ["courses"] };

/** /course-sessions: every course session (admin and staff), filtered by type, state and text. */
export default function CourseSessionsPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [type, setType] = useState<CourseSessionType | null>(null);
  const [active, setActive] = useState<string | null>("true");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery({
    ...sessionListQuery({
      page,
      q: debounced,
      type: type ?? undefined,
      active: active === null ? undefined : active === "true",
    }),
    enabled: viewer.isStaff,
  });
  if (!viewer.user) return <PageLoader />;

  return (
    <Container size="xl" py="lg">
      <title>{t("sessions.metaTitle")}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("sessions.title")}</Title>
          {viewer.isStaff && (
            <Button component={Link} to="/course-sessions/create" leftSection={<IconPlus size={16} />}>
              {t("sessions.create")}
            </Button>
          )}
        </Group>
        {!viewer.isStaff && <NotAllowed />}
        {viewer.isStaff && (
          <>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t("filters.search")}
                type="search"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={q}
                onChange={(event) => {
                  setQ(event.currentTarget.value);
                  setPage(1);
                }}
                w={260}
              />
              <Select
                label={t("session.type")}
                data={COURSE_SESSION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
                value={type}
                onChange={(value) => {
                  setType(value as CourseSessionType | null);
                  setPage(1);
                }}
                clearable
                placeholder={t("filters.all")}
                w={180}
              />
              <Select
                label={t("session.state")}
                data={[
                  { value: "true", label: t("session.activeYes") },
                  { value: "false", label: t("session.activeNo") },
                ]}
                value={active}
                onChange={(value) => {
                  setActive(value);
                  setPage(1);
                }}
                clearable
                placeholder={t("filters.all")}
                w={180}
              />
            </Group>
            {list.isPending && <PageLoader />}
            {list.isError && <Alert color="red">{list.error.message}</Alert>}
            {list.data && list.data.data.length === 0 && <Text>{t("sessions.empty")}</Text>}
            {list.data && list.data.data.length > 0 && <SessionsTable sessions={list.data.data} />}
            {list.data && <ListPagination total={list.data.last_page} page={page} onChange={setPage} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
