import { type EnrolledSession, registerParentSchema, registerStudentSchema } from "@edu/shared";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NameFields } from "../../../components/name-fields/name-fields";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { isCjkName } from "../../../lib/person-name";
import { addParent, addStudent, adminKeys, registerFamilyAccount } from "../api/admin-api";

type Kind = "student" | "parent";
type Values = { username: string; email: string; first_name: string; last_name: string; phone: string };
type Created = Awaited<ReturnType<typeof registerFamilyAccount>>;

/** "Ann.Lee+tw@x.com" → "Ann.Lee": a username the server accepts (it answers if it is taken). */
export function usernameFromEmail(email: string): string {
  return (email.split("@")[0] ?? "").replace(/[^\p{L}\p{N}._-]/gu, "").slice(0, 40);
}

/** The contact's one-line name as given and family name: 王美玲 → 王 + 美玲; Grace Wang → Grace + Wang. */
export function splitContactName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim();
  if (!trimmed) return { first_name: "", last_name: "" };
  if (isCjkName(trimmed) && !trimmed.includes(" ")) {
    return { last_name: Array.from(trimmed)[0] ?? "", first_name: Array.from(trimmed).slice(1).join("") };
  }
  const parts = trimmed.split(/\s+/);
  if (parts.length === 1) return { first_name: trimmed, last_name: "" };
  return { first_name: parts.slice(0, -1).join(" "), last_name: parts.at(-1) ?? "" };
}

/** What the enrollment already says about the person, for the form to start from. */
export function accountDraft(enrollment: EnrolledSession, kind: Kind): Values {
  if (kind === "student") {
    return {
      username: usernameFromEmail(enrollment.student_email),
      email: enrollment.student_email,
      first_name: enrollment.student_first_name,
      last_name: enrollment.student_last_name,
      phone: enrollment.student_phone,
    };
  }
  return {
    username: usernameFromEmail(enrollment.contact_email),
    email: enrollment.contact_email,
    ...splitContactName(enrollment.contact_name),
    phone: enrollment.contact_phone,
  };
}

const toPayload = (values: Values) => ({
  username: values.username.trim(),
  email: values.email.trim(),
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  ...(values.phone.trim() && { phone: values.phone.trim() }),
});

/**
 * Staff create the student's or the parent's account from the enrollment (the same calls as
 * /user: register/student, register/parent), tie it to the enrollment, and get the set-password
 * link to hand to the family, so someone can sign in and sign the contract.
 */
export function CreateFamilyAccount({ enrollment, kind }: { enrollment: EnrolledSession; kind: Kind }) {
  const { t } = useTranslation("enrollment");
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const form = useForm<Values>({
    initialValues: accountDraft(enrollment, kind),
    validate: zodFormValidator(kind === "student" ? registerStudentSchema : registerParentSchema, toPayload),
  });
  const create = useMutation({
    mutationFn: async (values: Values) => {
      const account = await registerFamilyAccount(kind, toPayload(values));
      const row =
        kind === "student"
          ? await addStudent(enrollment.id, account.user.id)
          : await addParent(enrollment.id, account.user.id);
      return { account, row };
    },
    onSuccess: async ({ account, row }) => {
      queryClient.setQueryData(adminKeys.detail(enrollment.id), row);
      setCreated(account);
      setOpened(false);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("username", isApiError(error) ? error.message : t("errors.generic"));
    },
  });

  return (
    <>
      {created ? (
        <Alert color="teal" data-testid={`created-${kind}-account`}>
          <Stack gap="xs">
            <Text size="sm">{t("accounts.created", { username: created.user.username })}</Text>
            <Code block>{created.set_password_url}</Code>
            <CopyButton value={created.set_password_url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} style={{ alignSelf: "flex-start" }}>
                  {copied ? t("accounts.copied") : t("accounts.copyLink")}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : (
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            form.setValues(accountDraft(enrollment, kind));
            form.clearErrors();
            setOpened(true);
          }}
          style={{ alignSelf: "flex-start" }}
        >
          {t(`accounts.create_${kind}`)}
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title={t(`accounts.create_${kind}`)}>
        <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t("accounts.hint")}
            </Text>
            <NameFields
              given={
                <TextInput label={t("fields.firstName")} withAsterisk {...form.getInputProps("first_name")} />
              }
              family={
                <TextInput label={t("fields.lastName")} withAsterisk {...form.getInputProps("last_name")} />
              }
            />
            <TextInput label={t("fields.email")} withAsterisk type="email" {...form.getInputProps("email")} />
            <TextInput label={t("accounts.username")} withAsterisk {...form.getInputProps("username")} />
            <TextInput label={t("fields.phone")} type="tel" {...form.getInputProps("phone")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t("accounts.cancel")}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t("accounts.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
