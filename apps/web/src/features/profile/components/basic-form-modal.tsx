import {
  adminUpdateBasicProfileSchema,
  CURRENCIES,
  type Currency,
  type Profile,
  updateBasicProfileSchema,
} from "@edu/shared";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { NameFields } from "../../../components/name-fields/name-fields";
import { zodFormValidator } from "../../../lib/form-errors";
import type { ProfileTarget } from "../api/profile-api";
import { orNull, orUndefined, useProfileSave } from "./use-profile-save";

type Values = {
  first_name: string;
  last_name: string;
  phone: string;
  facebook: string;
  line: string;
  wechat: string;
  skype: string;
  address: string;
  username: string;
  email: string;
  default_currency: Currency;
};

type Props = { profile: Profile; target: ProfileTarget; opened: boolean; onClose: () => void };

export function BasicFormModal({ profile, target, opened, onClose }: Props) {
  const { t } = useTranslation("profile");
  const admin = target.kind === "admin";
  const toPayload = (values: Values) => ({
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: orUndefined(values.phone),
    facebook: orNull(values.facebook),
    line: orNull(values.line),
    wechat: orNull(values.wechat),
    skype: orNull(values.skype),
    address: orNull(values.address),
    ...(admin
      ? {
          username: values.username.trim(),
          email: values.email.trim(),
          default_currency: values.default_currency,
        }
      : {}),
  });
  const form = useForm<Values>({
    initialValues: {
      first_name: profile.user.first_name,
      last_name: profile.user.last_name,
      phone: profile.basic.phone ?? "",
      facebook: profile.basic.facebook ?? "",
      line: profile.basic.line ?? "",
      wechat: profile.basic.wechat ?? "",
      skype: profile.basic.skype ?? "",
      address: profile.basic.address ?? "",
      username: profile.user.username,
      email: profile.user.email ?? "",
      default_currency: profile.user.default_currency,
    },
    validate: zodFormValidator(admin ? adminUpdateBasicProfileSchema : updateBasicProfileSchema, toPayload),
  });
  useUnsavedChangesGuard(opened && form.isDirty());
  const save = useProfileSave("basic", target, form, onClose);

  return (
    <Modal opened={opened} onClose={onClose} title={t("basic.edit")} size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(toPayload(values)))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {admin && <TextInput label={t("fields.username")} required {...form.getInputProps("username")} />}
            {admin && <TextInput label={t("fields.email")} type="email" {...form.getInputProps("email")} />}
            <NameFields
              given={
                <TextInput label={t("fields.firstName")} required {...form.getInputProps("first_name")} />
              }
              family={
                <TextInput label={t("fields.lastName")} required {...form.getInputProps("last_name")} />
              }
            />
            <TextInput label={t("fields.phone")} type="tel" {...form.getInputProps("phone")} />
            {admin && (
              <Select
                label={t("fields.currency")}
                data={[...CURRENCIES]}
                allowDeselect={false}
                {...form.getInputProps("default_currency")}
              />
            )}
            <TextInput label={t("fields.facebook")} {...form.getInputProps("facebook")} />
            <TextInput label={t("fields.line")} {...form.getInputProps("line")} />
            <TextInput label={t("fields.wechat")} {...form.getInputProps("wechat")} />
            <TextInput label={t("fields.skype")} {...form.getInputProps("skype")} />
          </SimpleGrid>
          <Textarea label={t("fields.address")} autosize minRows={2} {...form.getInputProps("address")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
