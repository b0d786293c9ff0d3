import { Container, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./public-page.module.css";

type PageHeroProps = { eyebrow?: ReactNode; title: ReactNode; lead?: ReactNode; children?: ReactNode };

/** The banner at the top of a public page: the page's only h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="lg">
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <Title id="page-title" order={1} className={classes.heroTitle}>
          {title}
        </Title>
        {lead && <p className={classes.heroLead}>{lead}</p>}
        {children}
      </Container>
    </section>
  );
}
