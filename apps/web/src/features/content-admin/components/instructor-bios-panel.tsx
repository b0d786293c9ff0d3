import { Alert, Anchor, Group, Pagination, Paper, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListSearchInput } from "../../../components/list-search-input";
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, instructorsQuery, toggleTeacherShowBio } from "../api/content-admin-api";

/** Which teachers appear with their bio on /instructors; admins switch each one (PATCH teacher/toggle-show-bio). */
export function InstructorBiosPanel() {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
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
  const teachers = list.data?.data ?? [];
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
        <ListSearchInput
          label={t("search")}
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && teachers.length === 0 && <Text>{t("empty")}</Text>}
        {teachers.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="instructor-bios-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("instructors.name")}</Table.Th>
                  <Table.Th>{t("instructors.subjects")}</Table.Th>
                  <Table.Th>{t("instructors.shown")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {teachers.map((teacher) => {
                  const name = `${teacher.first_name} ${teacher.last_name}`.trim();
                  return (
                    <Table.Tr key={teacher.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/user/${teacher.id}`}>
                          {name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{teacher.subjects.join(", ") || "—"}</Table.Td>
                      <Table.Td>
                        <Switch
                          checked={teacher.show_bio}
                          disabled={!isAdmin || toggle.isPending}
                          onChange={() => toggle.mutate(teacher.id)}
                          aria-label={t("instructors.showNamed", { name })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination total={list.data.last_page} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
