import classes from "./marketing.module.css";

/** A plain list of translated lines (an array in the namespace). */
export function BulletList({ items, testId }: { items: string[]; testId?: string }) {
  return (
    <ul className={classes.list} data-testid={testId}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
