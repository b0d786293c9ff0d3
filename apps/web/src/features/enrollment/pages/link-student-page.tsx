import { linkStudentSchema } from "@edu/shared";
import { Alert, Button, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { useViewerRoles } from "../../auth";
import { linkStudent } from "../api/enroll-api";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/**
 * /link-student: a parent asks for a link to a student account by its email (spec §5); the student
 * confirms it, so the answer is usually "waiting for confirmation".
 */
export default function LinkStudentPage() {
  const { t } = useTranslation("enrollment");
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  // What the alert says after a submit: linked at once, or waiting for the student's confirmation.
  const [linked, setLinked] = useState<{ pending: boolean; email: string } | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    validate: zodFormValidator(linkStudentSchema, (values: { email: string }) => values),
  });
  const link = useMutation({
    mutationFn: (email: string) => linkStudent(email),
    onSuccess: async (result, email) => {
      setLinked({ pending: result.pending, email });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
      await queryClient.invalidateQueries({ queryKey: ["family-links"] });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("email", isApiError(error) ? error.message : t("errors.generic"));
    },
  });

  return (
    <Container className={pageClasses.page} size="sm" py="lg">
      <PageTitle title={t("link.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("link.title")}</Title>
        <Text c="dimmed">{t("link.intro")}</Text>
        {!viewer.isPending && !viewer.isParent && <Alert color="yellow">{t("link.parentsOnly")}</Alert>}
        {linked?.pending && (
          <Alert color="yellow" role="status">
            {t("link.pending", { email: linked.email })}
          </Alert>
        )}
        {linked && !linked.pending && (
          <Alert color="teal" role="status">
            {t("link.done", { name: linked.email })} <Link to="/enroll">{t("link.enrollNow")}</Link>
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
