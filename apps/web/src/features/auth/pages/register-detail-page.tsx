import type { User } from "@edu/shared";
import { Container, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import type { BindRole } from "../api/auth-api";
import { useSession } from "../api/session";
import { ParentBindForm } from "../components/bind/parent-bind-form";
import { RoleChooser } from "../components/bind/role-chooser";
import { StudentBindForm } from "../components/bind/student-bind-form";
import { TeacherBindForm } from "../components/bind/teacher-bind-form";

export const handle: RouteHandle = { i18n: ["auth"] };

const FORMS = { student: StudentBindForm, teacher: TeacherBindForm, parent: ParentBindForm } as const;

/** /register-detail: a new account says who it is (student, parent or teacher), then goes home. */
export default function RegisterDetailPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { user } = useSession();
  const [role, setRole] = useState<BindRole | null>(null);
  if (user === undefined) return <PageLoader />;
  if (user === null) return <Navigate to="/login" replace />;
  if (user.finish_bind) return <Navigate to="/home" replace />;
  const Form = role ? FORMS[role] : null;
  const done = (_user: User) => void navigate("/home", { replace: true });
  return (
    <Container size={760} px="md" py={{ base: "lg", sm: 48 }}>
      <PageTitle title={t("detail.title")} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} shadow="xs">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t("detail.title")}
            </Title>
            <Text c="gray.7">{t("detail.subtitle", { name: user.first_name || user.username })}</Text>
          </Stack>
          <RoleChooser value={role} onChange={setRole} />
          {Form && (
            <>
              <Divider />
              <Form key={role} user={user} onDone={done} />
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
