/**
 * Our own math reference sheet (written for this app: its own selection, order and wording). Each
 * formula's name is translated (tests locales, `reference.<key>`); the TeX is the same in every language.
 */
export type ReferenceGroup = { key: string; formulas: readonly { key: string; tex: string }[] };

export const REFERENCE_SHEET: readonly ReferenceGroup[] = [
  {
    key: "lines",
    formulas: [
      { key: "slope", tex: "m = \\dfrac{y_2 - y_1}{x_2 - x_1}" },
      { key: "slopeIntercept", tex: "y = mx + b" },
      { key: "pointSlope", tex: "y - y_1 = m(x - x_1)" },
    ],
  },
  {
    key: "quadratics",
    formulas: [
      { key: "quadraticFormula", tex: "x = \\dfrac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}" },
      { key: "vertex", tex: "x = -\\dfrac{b}{2a}" },
    ],
  },
  {
    key: "triangles",
    formulas: [
      { key: "pythagorean", tex: "a^2 + b^2 = c^2" },
      {
        key: "rightIsosceles",
        tex: "45^\\circ\\text{-}45^\\circ\\text{-}90^\\circ:\\; s,\\; s,\\; s\\sqrt{2}",
      },
      {
        key: "thirtySixty",
        tex: "30^\\circ\\text{-}60^\\circ\\text{-}90^\\circ:\\; s,\\; s\\sqrt{3},\\; 2s",
      },
      { key: "angleSum", tex: "\\angle A + \\angle B + \\angle C = 180^\\circ" },
    ],
  },
  {
    key: "areas",
    formulas: [
      { key: "rectangle", tex: "A = \\ell w" },
      { key: "triangle", tex: "A = \\tfrac{1}{2} b h" },
      { key: "trapezoid", tex: "A = \\tfrac{1}{2} (b_1 + b_2) h" },
      { key: "circleArea", tex: "A = \\pi r^2" },
      { key: "circumference", tex: "C = 2\\pi r" },
    ],
  },
  {
    key: "volumes",
    formulas: [
      { key: "box", tex: "V = \\ell w h" },
      { key: "cylinder", tex: "V = \\pi r^2 h" },
      { key: "pyramid", tex: "V = \\tfrac{1}{3} \\ell w h" },
      { key: "cone", tex: "V = \\tfrac{1}{3} \\pi r^2 h" },
      { key: "sphere", tex: "V = \\tfrac{4}{3} \\pi r^3" },
    ],
  },
  {
    key: "circles",
    formulas: [
      { key: "fullTurn", tex: "360^\\circ = 2\\pi \\text{ radians}" },
      { key: "toRadians", tex: "\\theta_{\\text{rad}} = \\theta_{\\text{deg}} \\cdot \\dfrac{\\pi}{180}" },
      { key: "arcLength", tex: "s = r\\theta \\;(\\theta \\text{ in radians})" },
    ],
  },
];
