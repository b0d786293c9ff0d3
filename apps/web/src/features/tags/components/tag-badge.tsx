import { Badge } from "@mantine/core";

/** A tag's name on its colour: named colours map to Mantine's palette, hex colours are used as they are. */
const NAMED: Record<string, string> = {
  blue: "blue",
  green: "green",
  red: "red",
  orange: "orange",
  purple: "grape",
  cyan: "cyan",
  magenta: "pink",
  gold: "yellow",
  grey: "gray",
};

export function TagBadge({ name, color }: { name: string; color: string }) {
  const named = NAMED[color];
  return named ? (
    <Badge variant="dot" color={named} size="lg" tt="none">
      {name}
    </Badge>
  ) : (
    <Badge variant="outline" color="dark" size="lg" tt="none" style={{ borderColor: color }}>
      {name}
    </Badge>
  );
}
