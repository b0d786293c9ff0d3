import { createEnrollmentContactSchema } from "@edu/shared";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { addContact, adminKeys, contactsQuery, deleteContact } from "../api/admin-api";

type ContactValues = { name: string; email: string; phone: string; relation: string; note: string };
const blank: ContactValues = { name: "", email: "", phone: "", relation: "", note: "" };

/** An enrollment's contact people: list, add, delete. */
export function ContactsPanel({ enrolledSessionId }: { enrolledSessionId: number }) {
  const { t } = useTranslation("enrollment");
  const queryClient = useQueryClient();
  const contacts = useQuery(contactsQuery(enrolledSessionId));
  const toPayload = (values: ContactValues) => ({
    enrolled_session_id: enrolledSessionId,
    name: values.name,
    email: values.email.trim() || undefined,
    phone: values.phone.trim() || undefined,
    relation: values.relation.trim() || undefined,
    note: values.note.trim() || undefined,
  });
  const form = useForm<ContactValues>({
    initialValues: blank,
    validate: zodFormValidator(createEnrollmentContactSchema, toPayload),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.contacts(enrolledSessionId) });
  const add = useMutation({
    mutationFn: (values: ContactValues) => addContact(toPayload(values)),
    onSuccess: async () => {
      form.reset();
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("name", isApiError(error) ? error.message : t("errors.generic"));
    },
  });
  const remove = useMutation({ mutationFn: deleteContact, onSuccess: refresh });
  const rows = contacts.data?.data ?? [];

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("contacts.title")}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("contacts.empty")}
          </Text>
        ) : (
          <ScrollTable minWidth={520} label={t("contacts.title")}>
            <Table data-testid="contacts-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("contacts.name")}</Table.Th>
                  <Table.Th>{t("contacts.relation")}</Table.Th>
                  <Table.Th>{t("fields.email")}</Table.Th>
                  <Table.Th>{t("fields.phone")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("contacts.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((contact) => (
                  <Table.Tr key={contact.id}>
                    <Table.Td>{contact.name}</Table.Td>
                    <Table.Td>{contact.relation || "—"}</Table.Td>
                    <Table.Td>{contact.email || "—"}</Table.Td>
                    <Table.Td>{contact.phone || "—"}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("contacts.delete", { name: contact.name })}
                        loading={remove.isPending && remove.variables === contact.id}
                        onClick={() => remove.mutate(contact.id)}
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t("contacts.name")} withAsterisk {...form.getInputProps("name")} />
            <TextInput label={t("contacts.relation")} {...form.getInputProps("relation")} />
            <TextInput label={t("fields.email")} type="email" {...form.getInputProps("email")} />
            <TextInput label={t("fields.phone")} type="tel" {...form.getInputProps("phone")} />
          </SimpleGrid>
          <TextInput mt="sm" label={t("contacts.note")} {...form.getInputProps("note")} />
          <Group mt="sm">
            <Button type="submit" variant="light" loading={add.isPending}>
              {t("contacts.add")}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
