import type { PublicTeacher } from "@edu/shared";
import { Anchor, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminList, type DataListColumn, useListControls } from "../../../components/data-list";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, instructorsQuery, toggleTeacherShowBio } from "../api/content-admin-api";

/** Which teachers appear with their bio on /instructors; admins switch each one (PATCH teacher/toggle-show-bio). */
export function InstructorBiosPanel() {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const { page, q: debounced, bind } = useListControls();
  const list = useQuery(instructorsQuery(page, debounced));
  const toggle = useMutation({
    mutationFn: toggleTeacherShowBio,
    onSuccess: async (result) => {
      notifications.show({
        color: "teal",
        message: result.show_bio ? t("instructors.shownNow") : t("instructors.hiddenNow"),
      });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.instructors });
    },
  });
  const nameOf = (teacher: PublicTeacher) => formatName(teacher);
  const columns: DataListColumn<PublicTeacher>[] = [
    {
      key: "name",
      header: t("instructors.name"),
      primary: true,
      cell: (teacher) => (
        <Anchor component={Link} to={`/user/${teacher.id}`}>
          {nameOf(teacher)}
        </Anchor>
      ),
    },
    {
      key: "subjects",
      header: t("instructors.subjects"),
      cell: (teacher) => teacher.subjects.join(", ") || "—",
    },
    {
      key: "shown",
      header: t("instructors.shown"),
      cell: (teacher) => (
        <Switch
          checked={teacher.show_bio}
          disabled={!isAdmin || toggle.isPending}
          onChange={() => toggle.mutate(teacher.id)}
          aria-label={t("instructors.showNamed", { name: nameOf(teacher) })}
        />
      ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3">
              {t("instructors.title")}
            </Title>
            <Text size="sm">{t("instructors.hint")}</Text>
          </div>
          <Anchor component={Link} to="/instructors" size="sm">
            {t("instructors.viewPublic")}
          </Anchor>
        </Group>
        <AdminList
          query={list}
          {...bind(t("search"))}
          columns={columns}
          rowKey={(teacher) => teacher.id}
          label={t("instructors.title")}
          testId="instructor-bios-table"
          empty={<Text>{t("empty")}</Text>}
          minWidth={480}
          tableProps={{ verticalSpacing: "xs" }}
        />
      </Stack>
    </Paper>
  );
}
