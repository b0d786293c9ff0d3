import { Container, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./public-page.module.css";

type PageSectionProps = {
  id: string;
  title: ReactNode;
  muted?: boolean;
  children: ReactNode;
};

/** A titled section (h2) of a public page, labelled by its heading. */
export function PageSection({ id, title, muted, children }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={muted ? classes.sectionMuted : classes.section}
    >
      <Container size="lg">
        <Title id={`${id}-title`} order={2} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </section>
  );
}
