import { COURSE_SESSION_TYPES, type CourseSessionType } from "@edu/shared";
import { Button, Container, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, useListControls } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { sessionListQuery } from "../api/courses-api";
import { NotAllowed } from "../components/not-allowed";
import { useSessionColumns } from "../components/sessions-table";

export const handle: RouteHandle = { i18n: ["courses", "data-list"] };

/** /course-sessions: every course session (admin and staff), filtered by type, state and text. */
export default function CourseSessionsPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const { page, q: debounced, bind, resetting } = useListControls();
  const [type, setType] = useState<CourseSessionType | null>(null);
  const [active, setActive] = useState<string | null>("true");
  const changeType = resetting(setType);
  const filters = {
    q: debounced,
    type: type ?? undefined,
    active: active === null ? undefined : active === "true",
  };
  const list = useQuery({ ...sessionListQuery({ page, ...filters }), enabled: viewer.isStaff });
  const queryClient = useQueryClient();
  const columns = useSessionColumns();
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NotAllowed />;

  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("sessions.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("sessions.title")}</Title>
          {viewer.isStaff && (
            <Button component={Link} to="/course-sessions/create" leftSection={<IconPlus size={16} />}>
              {t("sessions.create")}
            </Button>
          )}
        </Group>
        {viewer.isStaff && (
          <AdminList
            query={list}
            {...bind(t("filters.search"))}
            filters={
              <>
                <Select
                  label={t("session.type")}
                  data={COURSE_SESSION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
                  value={type}
                  onChange={(value) => changeType(value as CourseSessionType | null)}
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
                  onChange={resetting(setActive)}
                  clearable
                  placeholder={t("filters.all")}
                  w={180}
                />
              </>
            }
            csv={{
              filename: "course-sessions",
              fetchPage: (n) => queryClient.fetchQuery(sessionListQuery({ page: n, ...filters })),
            }}
            columns={columns}
            rowKey={(session) => session.id}
            label={t("sessions.title")}
            testId="sessions-table"
            empty={<Text>{t("sessions.empty")}</Text>}
            minWidth={760}
          />
        )}
      </Stack>
    </Container>
  );
}
