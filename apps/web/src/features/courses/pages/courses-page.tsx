import { COURSE_CATEGORIES } from "@edu/shared";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { courseListQuery, coursesKeys, deleteCourse, updateCourse } from "../api/courses-api";
import { ListPagination } from "../components/list-pagination";

export const handle: RouteHandle = { i18n: ["courses"] };

type Flag = "is_visible" | "show_index";

/** The catalogue flags staff switch in the list (label and accessible name keys). */
const FLAG_SWITCHES = [
  { flag: "is_visible", label: "course.visible", ariaLabel: "courses.visibleNamed" },
  { flag: "show_index", label: "course.onLanding", ariaLabel: "courses.landingNamed" },
] as const satisfies ReadonlyArray<{ flag: Flag; label: string; ariaLabel: string }>;

/**
 * /courses: the catalogue. Admin and staff also see hidden courses, create and edit them, switch their
 * visibility (public /classes) and landing-page flags in the list, and reach their sessions; admins
 * delete courses without sessions. Teachers, parents and students see the visible catalogue.
 */
export default function CoursesPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<string | null>(null);
  const list = useQuery({
    ...courseListQuery({
      page,
      category: category ?? undefined,
      visibility: viewer.isStaff
        ? ((visibility ?? undefined) as "visible" | "hidden" | undefined)
        : undefined,
    }),
    enabled: viewer.user !== undefined,
  });
  const queryClient = useQueryClient();
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const toggle = useMutation({
    mutationFn: ({ id, flag, value }: { id: number; flag: Flag; value: boolean; title: string }) =>
      updateCourse(id, { [flag]: value }),
    onSuccess: async (_course, { title }) => {
      notifications.show({ color: "teal", message: t("courses.flagSaved", { name: title }) });
      // Also refreshes the public catalogue (/classes) query, which shares the "courses" key.
      await queryClient.invalidateQueries({ queryKey: coursesKeys.all });
    },
  });
  const remove = useMutation({
    mutationFn: deleteCourse,
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: t("courses.deleted") });
      await queryClient.invalidateQueries({ queryKey: coursesKeys.all });
    },
    // 409 (the course has sessions): the API client shows the server's localized message.
    onError: () => setConfirmId(null),
  });
  if (!viewer.user) return <PageLoader />;

  return (
    <Container size="lg" py="lg">
      <title>{t("courses.metaTitle")}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("courses.title")}</Title>
          {viewer.isStaff && (
            <Group gap="xs">
              <Button variant="default" component={Link} to="/course-sessions">
                {t("courses.allSessions")}
              </Button>
              <Button component={Link} to="/courses/create" leftSection={<IconPlus size={16} />}>
                {t("courses.create")}
              </Button>
            </Group>
          )}
        </Group>
        <Group gap="sm" align="flex-end">
          <Select
            label={t("course.category")}
            data={COURSE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
            clearable
            placeholder={t("filters.all")}
            w={200}
          />
          {viewer.isStaff && (
            <Select
              label={t("course.visibility")}
              data={[
                { value: "visible", label: t("course.visible") },
                { value: "hidden", label: t("course.hidden") },
              ]}
              value={visibility}
              onChange={(value) => {
                setVisibility(value);
                setPage(1);
              }}
              clearable
              placeholder={t("filters.all")}
              w={200}
            />
          )}
        </Group>
        {list.isPending && <PageLoader />}
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && list.data.data.length === 0 && <Text>{t("courses.empty")}</Text>}
        {list.data && list.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm" data-testid="courses-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("course.title")}</Table.Th>
                  <Table.Th>{t("course.category")}</Table.Th>
                  <Table.Th>{t("course.season")}</Table.Th>
                  {viewer.isStaff && <Table.Th>{t("course.visibility")}</Table.Th>}
                  {viewer.isStaff && <Table.Th>{t("actions")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((course) => (
                  <Table.Tr key={course.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/courses/${course.id}/detail`}>
                        {course.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`categories.${course.category}`)}</Table.Td>
                    <Table.Td>{t(`seasons.${course.season}`)}</Table.Td>
                    {viewer.isStaff && (
                      <Table.Td>
                        <Stack gap={6}>
                          {FLAG_SWITCHES.map(({ flag, label, ariaLabel }) => (
                            <Switch
                              key={flag}
                              size="sm"
                              label={t(label)}
                              aria-label={t(ariaLabel, { name: course.title })}
                              checked={course[flag]}
                              disabled={toggle.isPending}
                              onChange={(event) =>
                                toggle.mutate({
                                  id: course.id,
                                  flag,
                                  value: event.currentTarget.checked,
                                  title: course.title,
                                })
                              }
                            />
                          ))}
                        </Stack>
                      </Table.Td>
                    )}
                    {viewer.isStaff && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`/courses/${course.id}/edit`}
                            aria-label={t("courses.editNamed", { name: course.title })}
                          >
                            {t("edit")}
                          </Button>
                          {viewer.isAdmin && (
                            <ConfirmDeleteButtons
                              confirming={confirmId === course.id}
                              pending={remove.isPending}
                              onAsk={() => setConfirmId(course.id)}
                              onCancel={() => setConfirmId(null)}
                              onConfirm={() => remove.mutate(course.id)}
                              labels={{
                                delete: t("delete"),
                                confirm: t("confirmDelete"),
                                cancel: t("cancel"),
                              }}
                              deleteAriaLabel={t("courses.deleteNamed", { name: course.title })}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && <ListPagination total={list.data.last_page} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
