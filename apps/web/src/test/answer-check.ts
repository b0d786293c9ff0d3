import { reportAnswerProblem } from "./answer-problems";
import { findEndpoint, pathOf } from "./declared-endpoints";

/**
 * The check every declared fetch stub runs on what it answers: the request must reach a declared endpoint
 * (every /api route is declared: a request no declaration matches is a typo in a test or an endpoint that was
 * renamed), and a 2xx JSON answer must parse with that endpoint's response schema. A stub cannot fail the test from
 * inside fetch, so the problems go to answer-problems.ts and setup.ts fails the test that made them.
 */

type ZodLike = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
};
type Issue = { path: readonly PropertyKey[]; message: string };

/** zod's issues, one a line: where in the answer, what is wrong. */
function describeIssues(issues: readonly Issue[]): string {
  return issues
    .map(
      (issue) =>
        `  at ${issue.path.length > 0 ? issue.path.map(String).join(".") : "(the answer)"}: ${issue.message}`,
    )
    .join("\n");
}

/**
 * Checks one stubbed answer: the endpoint the request reaches and, for a 2xx answer with a body, the body
 * against the endpoint's response schema. Returns the problem (also kept for setup.ts), or undefined.
 */
export function checkStubAnswer(
  method: string,
  url: string,
  status: number,
  payload: unknown,
): string | undefined {
  const path = pathOf(url);
  if (!path.startsWith("/api/") && path !== "/api") return undefined;
  const found = findEndpoint(method, url);
  let problem: string | undefined;
  if (!found) {
    problem = `${method} ${path}: no endpoint in @edu/shared declares this request (a stub for a path the server does not have?)`;
  } else if (status >= 200 && status < 300 && status !== 204 && payload !== undefined) {
    // An answer a browser opens itself (a file, a redirect) has no schema to check.
    const schema = found.endpoint.response as Partial<Pick<ZodLike, "safeParse">>;
    const parsed = schema.safeParse?.(payload);
    if (parsed && !parsed.success)
      problem = `${method} ${path}: the stubbed answer is not what ${found.endpoint.name} (${found.endpoint.domain}) declares:\n${describeIssues(parsed.error.issues)}`;
  }
  if (problem) reportAnswerProblem(problem);
  return problem;
}
