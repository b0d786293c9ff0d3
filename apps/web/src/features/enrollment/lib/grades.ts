/** Spec §9: grade levels 1 to 12, college years 13 to 16, and graduated. */
export const GRADE_VALUES = [
  ...Array.from({ length: 16 }, (_, index) => String(index + 1)),
  "graduated",
] as const;
