import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatMoneyOrDash } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { customLessonQuery, lessonsKeys, linkTeacher } from "../api/lessons-api";
import { LessonPersonPicker } from "../components/lesson-person-picker";

export const handle: RouteHandle = { i18n: ["lessons"] };

/**
 * /private/{privateType}/link-teacher/{class_id}: staff put a teacher into the private lesson (POST
 * link-teacher) with their invitation's salary: an invited teacher who accepted or has not replied,
 * or any teacher (no invitation: salary 0, set later in the lesson form). Declined teachers are not
 * offered (the server answers 409 for them).
 */
export default function LinkTeacherPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classId = Number(params.class_id);
  const valid = Number.isInteger(classId) && classId > 0;
  const viewer = useViewerRoles();
  const lesson = useQuery({ ...customLessonQuery(classId), enabled: valid && viewer.isStaff });
  const link = useMutation({
    mutationFn: (teacherUserId: number) => linkTeacher({ class_id: classId, teacher_user_id: teacherUserId }),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("linkTeacher.linked") });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
      navigate(`/private/private-lessons/${classId}/detail`);
    },
  });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NoPermissionPage />;
  if (lesson.isError) return <LoadErrorPage error={lesson.error} onRetry={() => lesson.refetch()} />;
  const data = lesson.data;
  const inClass = new Set(data?.teachers.map((tc) => tc.teacher_user_id) ?? []);
  const invitations = (data?.class_teacher_invitations ?? []).filter(
    (inv) => inv.replied_status_key !== "rejected" && !inClass.has(inv.teacher_user_id),
  );
  const declined = (data?.class_teacher_invitations ?? [])
    .filter((inv) => inv.replied_status_key === "rejected")
    .map((inv) => inv.teacher_user_id);
  const title = data ? t("linkTeacher.titleOf", { name: data.localized.title }) : t("linkTeacher.title");

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to={`/private/private-lessons/${classId}/detail`} size="sm">
          {t("linkTeacher.back")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {link.isError && <Alert color="red">{link.error.message}</Alert>}
        {!data && <PageLoader />}
        {data && (
          <>
            <Text c="gray.7">
              {t("linkTeacher.current")}:{" "}
              {data.teachers.map((tc) => displayName(tc.teacher)).join(", ") || t("lessonForm.noTeachers")}
            </Text>
            <Title order={2} size="h4">
              {t("linkTeacher.invited")}
            </Title>
            {invitations.length === 0 && <Text c="gray.7">{t("linkTeacher.noneInvited")}</Text>}
            {invitations.map((inv) => (
              <Card key={inv.id} withBorder p="sm" data-testid="link-invitation-row">
                <Group justify="space-between">
                  <Stack gap={0}>
                    <Text fw={500}>{displayName(inv.teacher)}</Text>
                    <Text size="xs" c="gray.7">
                      {formatMoneyOrDash(inv.salary, inv.currency)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge variant="light" color={inv.replied_status_key === "accepted" ? "teal" : "gray"}>
                      {t(`privateDetail.reply.${inv.replied_status_key}`)}
                    </Badge>
                    <Button
                      size="xs"
                      loading={link.isPending && link.variables === inv.teacher_user_id}
                      aria-label={t("linkTeacher.linkOf", { name: displayName(inv.teacher) })}
                      onClick={() => link.mutate(inv.teacher_user_id)}
                    >
                      {t("linkTeacher.link")}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
            <Card withBorder p="sm">
              <LessonPersonPicker
                label={t("linkTeacher.anyTeacher")}
                userRole="teacher"
                exclude={[...inClass, ...declined]}
                onPick={(person) => link.mutate(person.id)}
              />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
