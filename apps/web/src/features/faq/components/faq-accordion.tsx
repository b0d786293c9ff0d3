import type { Faq } from "@edu/shared/faq";
import { Accordion } from "@mantine/core";

/** Questions and answers (answers are plain text with line breaks, never HTML). */
export function FaqAccordion({ items, headingOrder = 3 }: { items: Faq[]; headingOrder?: 2 | 3 | 4 }) {
  return (
    <Accordion variant="separated" radius="md" order={headingOrder} data-testid="faq-list">
      {items.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel style={{ whiteSpace: "pre-line", lineHeight: 1.7 }}>{faq.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
