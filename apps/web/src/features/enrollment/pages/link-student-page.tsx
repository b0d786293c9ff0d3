import { linkStudentSchema } from "@edu/shared";
import { Alert, Button, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { linkStudent } from "../api/enroll-api";
import { useViewer } from "../lib/use-viewer";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/** /link-student: a parent links a student account by its email (spec §5). */
export default function LinkStudentPage() {
  const { t } = useTranslation("enrollment");
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const [linked, setLinked] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    validate: zodFormValidator(linkStudentSchema, (values: { email: string }) => values),
  });
  const link = useMutation({
    mutationFn: (email: string) => linkStudent(email),
    onSuccess: async (student) => {
      setLinked([student.first_name, student.last_name].filter(Boolean).join(" ") || student.username);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("email", isApiError(error) ? error.message : t("errors.generic"));
    },
  });

  return (
    <Container className={pageClasses.page} size="sm" py="lg">
      <title>{t("link.metaTitle")}</title>
      <Stack gap="md">
        <Title order={1}>{t("link.title")}</Title>
        <Text c="dimmed">{t("link.intro")}</Text>
        {!viewer.isPending && !viewer.isParent && <Alert color="yellow">{t("link.parentsOnly")}</Alert>}
        {linked && (
          <Alert color="teal" role="status">
            {t("link.done", { name: linked })} <Link to="/enroll">{t("link.enrollNow")}</Link>
          </Alert>
        )}
        <form onSubmit={form.onSubmit((values) => link.mutate(values.email))} noValidate>
          <Stack gap="sm" maw={420}>
            <TextInput
              label={t("link.email")}
              type="email"
              withAsterisk
              {...form.getInputProps("email")}
              onChange={(event) => {
                setLinked(null);
                form.getInputProps("email").onChange(event);
              }}
            />
            <Button type="submit" loading={link.isPending} disabled={!viewer.isParent}>
              {t("link.submit")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
