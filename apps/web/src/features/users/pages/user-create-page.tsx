import { registerParentSchema, registerStudentSchema } from "@edu/shared";
import {
  Alert,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { NameFields } from "../../../components/name-fields/name-fields";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { type CreatedAccount, createAccount, usersKeys } from "../api/users-api";

export const handle: RouteHandle = { i18n: ["users"] };

type Values = { username: string; email: string; first_name: string; last_name: string; phone: string };
const toPayload = (values: Values) => ({
  username: values.username.trim(),
  email: values.email.trim(),
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  phone: values.phone.trim() || undefined,
});

/** /user: admin or staff creates a student or parent account (no password; a set-password link to hand over). */
export default function UserCreatePage() {
  const { t } = useTranslation("users");
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<"student" | "parent">("student");
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const schema = kind === "student" ? registerStudentSchema : registerParentSchema;
  const form = useForm<Values>({
    initialValues: { username: "", email: "", first_name: "", last_name: "", phone: "" },
    validate: zodFormValidator(schema, toPayload),
  });
  useUnsavedChangesGuard(form.isDirty());
  const create = useMutation({
    mutationFn: (values: Values) => createAccount(kind, toPayload(values)),
    onSuccess: (result) => {
      setCreated(result);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });

  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("create.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("create.title")}</Title>
        {created && (
          <Alert
            color="teal"
            title={t("create.done", { username: created.user.username })}
            data-testid="created-account"
          >
            <Stack gap="xs">
              <Text size="sm">{t("create.linkHint")}</Text>
              <Code block>{created.set_password_url}</Code>
              <Group>
                <CopyButton value={created.set_password_url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? t("copied") : t("copyLink")}
                    </Button>
                  )}
                </CopyButton>
                <Button size="xs" variant="default" component={Link} to={`/user/${created.user.id}`}>
                  {t("create.open")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t("create.kind")}
              value={kind}
              onChange={(value) => setKind(value as "student" | "parent")}
              data={[
                { value: "student", label: t("roles.student") },
                { value: "parent", label: t("roles.parent") },
              ]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("fields.username")} required {...form.getInputProps("username")} />
              <TextInput label={t("fields.email")} type="email" required {...form.getInputProps("email")} />
              <NameFields
                given={
                  <TextInput label={t("fields.firstName")} required {...form.getInputProps("first_name")} />
                }
                family={
                  <TextInput label={t("fields.lastName")} required {...form.getInputProps("last_name")} />
                }
              />
              <TextInput label={t("fields.phone")} type="tel" {...form.getInputProps("phone")} />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t("create.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
