import { Loader, MultiSelect, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Option, useSharerOptions } from "../api/sharer-options";
import type { SettingsValues } from "../lib/settings-values";

type Sharers = SettingsValues["who_can_use"];

/** Ids already shared with that the reader cannot list still show (by id) and can be removed. */
function withChosen(options: Option[], chosen: string[], label: (id: string) => string): Option[] {
  const known = new Set(options.map((option) => option.value));
  return [
    ...options,
    ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: label(id) })),
  ];
}

/** People, classes and tags on one list ("who can use" or "who can edit"). */
export function SharersField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Sharers;
  onChange: (value: Sharers) => void;
}) {
  const { t } = useTranslation("practices");
  const options = useSharerOptions();
  const loader = options.loading ? <Loader size="xs" /> : undefined;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm" mb={4}>
        {legend}
      </Text>
      <Stack gap="xs">
        <MultiSelect
          label={t("form.people")}
          data={withChosen(options.people, value.user_ids, (id) => t("form.personId", { id }))}
          value={value.user_ids}
          onChange={(user_ids) => onChange({ ...value, user_ids })}
          searchable
          rightSection={loader}
        />
        <MultiSelect
          label={t("form.classes")}
          data={withChosen(options.classes, value.class_ids, (id) => t("form.classId", { id }))}
          value={value.class_ids}
          onChange={(class_ids) => onChange({ ...value, class_ids })}
          searchable
          rightSection={loader}
        />
        {(options.tags !== null || value.tag_ids.length > 0) && (
          <MultiSelect
            label={t("form.tags")}
            data={withChosen(options.tags ?? [], value.tag_ids, (id) => t("form.tagId", { id }))}
            value={value.tag_ids}
            onChange={(tag_ids) => onChange({ ...value, tag_ids })}
            searchable
            rightSection={loader}
          />
        )}
      </Stack>
    </fieldset>
  );
}
