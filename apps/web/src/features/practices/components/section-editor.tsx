import { PRACTICE_LIMITS } from "@edu/shared/practices";
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type DraftSection, itemId, moveItem, removeItem } from "../lib/draft-sections";
import { MathText } from "../lib/test-parts";
import { RowControls } from "./row-controls";

type Props = {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  /** The section the bank adds to. */
  target: number;
  onTarget: (index: number) => void;
  readOnly: boolean;
};

/** The practice's sections: titles, their questions in order (move up or down, remove), a new section. */
export function SectionEditor({ sections, onChange, target, onTarget, readOnly }: Props) {
  const { t } = useTranslation("practices");
  return (
    <Stack gap="sm">
      <Radio.Group
        value={String(target)}
        onChange={(value) => onTarget(Number(value))}
        label={t("questions.addTo")}
      >
        <Stack gap="sm" mt={4}>
          {sections.map((section, sectionIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a section is its position (titles may repeat).
            <Paper key={sectionIndex} withBorder p="sm">
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <Radio
                    value={String(sectionIndex)}
                    aria-label={t("questions.addToNamed", { n: sectionIndex + 1 })}
                    disabled={readOnly}
                  />
                  <TextInput
                    label={t("questions.sectionTitle", { n: sectionIndex + 1 })}
                    value={section.title}
                    maxLength={PRACTICE_LIMITS.name}
                    readOnly={readOnly}
                    onChange={(event) => {
                      const title = event.currentTarget.value;
                      onChange(sections.map((s, i) => (i === sectionIndex ? { ...s, title } : s)));
                    }}
                    style={{ flex: 1 }}
                  />
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      size="lg"
                      aria-label={t("questions.removeSection", { n: sectionIndex + 1 })}
                      onClick={() => {
                        onChange(sections.filter((_, i) => i !== sectionIndex));
                        onTarget(0);
                      }}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                {section.items.length === 0 && (
                  <Text size="sm" c="gray.7">
                    {t("questions.noneYet")}
                  </Text>
                )}
                <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
                  {section.items.map((item, index) => (
                    <Group key={itemId(item)} component="li" gap="xs" wrap="nowrap" align="flex-start">
                      <Text fw={700} size="sm" w={24}>
                        {index + 1}
                      </Text>
                      <div
                        style={{
                          flex: 1,
                          minWidth: 0,
                          maxHeight: "4.5em",
                          overflow: "hidden",
                          fontSize: "var(--mantine-font-size-sm)",
                        }}
                      >
                        <MathText text={item.stem} />
                      </div>
                      {!readOnly && (
                        <RowControls
                          index={index}
                          count={section.items.length}
                          removeLabel={t("questions.remove", { n: index + 1 })}
                          onMove={(by) => onChange(moveItem(sections, sectionIndex, index, by))}
                          onRemove={() => onChange(removeItem(sections, sectionIndex, index))}
                        />
                      )}
                    </Group>
                  ))}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      {!readOnly && sections.length < PRACTICE_LIMITS.sections && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => {
            onChange([
              ...sections,
              { title: t("questions.defaultTitle", { n: sections.length + 1 }), items: [] },
            ]);
            onTarget(sections.length);
          }}
        >
          {t("questions.addSection")}
        </Button>
      )}
    </Stack>
  );
}
