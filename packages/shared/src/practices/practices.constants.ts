/** Practices (issue 33; spec 03 §3 Practice, §4 sharing). */
export const PRACTICE_SCORING = ["raw", "percent", "scaled"] as const;
export type PracticeScoring = (typeof PRACTICE_SCORING)[number];
/** What a student sees after submitting: the score only, the right answers, or answers with explanations. */
export const PRACTICE_SHOW = ["score", "answers", "explanations"] as const;
export type PracticeShow = (typeof PRACTICE_SHOW)[number];
/** public: every signed-in user; private: the "who can use" list; unlisted: that list and whoever has the link. */
export const PRACTICE_SHARES = ["public", "private", "unlisted"] as const;
export type PracticeShare = (typeof PRACTICE_SHARES)[number];

export const PRACTICE_LIMITS = {
  name: 200,
  durationMinutes: 600,
  breakSeconds: 3600,
  sections: 10,
  itemsPerSection: 100,
  sharers: 200,
  scoreRows: 200,
} as const;
