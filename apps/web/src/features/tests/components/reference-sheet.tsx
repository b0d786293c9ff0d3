import { Button, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMathFunction } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REFERENCE_SHEET } from "../lib/reference-formulas";
import { MathText } from "./math-text";

const PHONE = "(max-width: 36em)";

/** The taking toolbar's "Reference" button and the formula sheet it opens (full screen on a phone). */
export function ReferenceSheet() {
  const { t } = useTranslation("tests");
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery(PHONE) ?? false;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMathFunction size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("reference.open")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("reference.title")}
        fullScreen={phone}
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t("reference.intro")}
          </Text>
          {REFERENCE_SHEET.map((group) => (
            <section key={group.key} aria-labelledby={`reference-${group.key}`}>
              <Title order={3} size="h5" id={`reference-${group.key}`} mb={4}>
                {t(`reference.groups.${group.key}`)}
              </Title>
              <Table withRowBorders verticalSpacing={4} layout="fixed">
                <Table.Tbody>
                  {group.formulas.map((formula) => (
                    <Table.Tr key={formula.key}>
                      <Table.Th scope="row" fw={500} w="40%">
                        {t(`reference.formulas.${formula.key}`)}
                      </Table.Th>
                      <Table.Td style={{ overflowX: "auto" }}>
                        <MathText text={`\\(${formula.tex}\\)`} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
