import type { ClassTicket } from "@edu/shared";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import {
  classesKeys,
  peopleQuery,
  personName,
  placementClassesQuery,
  placeTicket,
} from "../api/session-classes-api";
import {
  emptyPlacement,
  type PlacementValues,
  toPlacementPayload,
  validatePlacement,
} from "../lib/placement-form";

/** Places a paid ticket into a class of its course session with the placement fields. */
export function PlaceTicketModal({ ticket, onClose }: { ticket: ClassTicket; onClose: () => void }) {
  const { t } = useTranslation("session-classes");
  const queryClient = useQueryClient();
  const classes = useQuery(placementClassesQuery(ticket.course_session_id));
  const teachers = useQuery(peopleQuery("teacher"));
  const staff = useQuery(peopleQuery("staff"));
  const form = useForm<PlacementValues>({
    initialValues: {
      ...emptyPlacement(),
      session_class_id: ticket.session_class_id ? String(ticket.session_class_id) : null,
      date: ticket.date ?? "",
      time: ticket.time ?? "",
      address: ticket.address,
      classroom: ticket.classroom,
      study_room: ticket.study_room,
      score_range: ticket.score_range,
      ta_user_id: ticket.ta_user_id ? String(ticket.ta_user_id) : null,
    },
    validate: validatePlacement,
  });
  const place = useMutation({
    mutationFn: (values: PlacementValues) => placeTicket(ticket.id, toPlacementPayload(values)),
    onSuccess: async (saved) => {
      notifications.show({
        color: "teal",
        message: t("placement.placed", {
          student: personName(saved.student),
          name: saved.session_class?.localized?.name ?? saved.session_class?.name ?? "",
        }),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: classesKeys.tickets }),
        queryClient.invalidateQueries({ queryKey: classesKeys.all }),
      ]);
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  const classOptions = (classes.data?.data ?? []).map((cls) => ({
    value: String(cls.id),
    label: cls.localized.schedule ? `${cls.localized.name} — ${cls.localized.schedule}` : cls.localized.name,
  }));
  const taPeople = new Map(
    [...(teachers.data?.data ?? []), ...(staff.data?.data ?? [])].map((p) => [p.id, p]),
  );
  const taOptions = [...taPeople.values()].map((person) => ({
    value: String(person.id),
    label: `${personName(person)} (${person.username})`,
  }));
  const classInput = form.getInputProps("session_class_id");

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("close") }}
      opened
      onClose={onClose}
      title={t("placement.modalTitle", { student: personName(ticket.student) })}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => place.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {ticket.course_session.localized?.title ?? ticket.course_session.title}
          </Text>
          <Select
            label={t("placement.class")}
            required
            data={classOptions}
            nothingFoundMessage={t("placement.noClasses")}
            placeholder={classes.data && classOptions.length === 0 ? t("placement.noClasses") : undefined}
            {...classInput}
            onChange={(value) => {
              classInput.onChange(value);
              const chosen = classes.data?.data.find((cls) => String(cls.id) === value);
              if (chosen && !form.values.address) form.setFieldValue("address", chosen.address);
              if (chosen && !form.values.classroom) form.setFieldValue("classroom", chosen.room);
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label={t("placement.date")} {...form.getInputProps("date")} />
            <TextInput type="time" label={t("placement.time")} {...form.getInputProps("time")} />
          </SimpleGrid>
          <TextInput label={t("placement.address")} {...form.getInputProps("address")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("placement.classroom")} {...form.getInputProps("classroom")} />
            <TextInput label={t("placement.studyRoom")} {...form.getInputProps("study_room")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("placement.scoreRange")}
              placeholder="1200-1350"
              {...form.getInputProps("score_range")}
            />
            <Select
              label={t("placement.ta")}
              data={taOptions}
              searchable
              clearable
              {...form.getInputProps("ta_user_id")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={place.isPending}>
              {t("placement.place")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
