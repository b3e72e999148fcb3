import type { z } from "zod";
import type { Problem } from "../../contract/common.ts";
import { activeLocale, t } from "../i18n/index.ts";

/** A failed API call, carrying the server's problem details (its `detail` is for people). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail);
    this.name = "ApiError";
  }
}

/**
 * A contract schema, or a function loading it: the shell and the landing page load theirs (and
 * zod) on first use, so that zod is not in the landing's initial JavaScript.
 */
export type SchemaOrLoader<T extends z.ZodType> = T | (() => Promise<T>);

interface RequestOptions<T extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Parses the response: the same contract schema the server answers with. */
  schema: SchemaOrLoader<T>;
  signal?: AbortSignal;
}

/** The shell's schemas (and zod), loaded with the first answer to parse. */
export const loadShellSchemas = () => import("./shell-schemas.ts");

/** Any JSON answer, for requests whose answer is not used (loaded on first use). */
export const anyJson = async () => (await loadShellSchemas()).AnyJson;

/** "An error occurred. Please try again.", in the active language. */
const fallbackMessage = () => t("error.generic");

async function problemFrom(response: Response): Promise<Problem> {
  try {
    const body: unknown = await response.json();
    const { ProblemSchema } = await loadShellSchemas();
    const parsed = ProblemSchema.safeParse(body);
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a proxy's error page or a dropped connection.
  }
  return {
    type: "about:blank",
    title: response.statusText || "Error",
    status: response.status,
    detail: fallbackMessage(),
  };
}

export async function apiRequest<T extends z.ZodType>(
  path: string,
  { method = "GET", body, schema, signal }: RequestOptions<T>,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      // The server answers its messages (problem details) in the page's language (ADR 020).
      headers: {
        "accept-language": activeLocale(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, {
      type: "about:blank",
      title: "Network error",
      status: 0,
      detail: t("error.network"),
    });
  }
  if (!response.ok) throw new ApiError(response.status, await problemFrom(response));
  const answer: unknown = response.status === 204 ? undefined : await response.json();
  const parser = typeof schema === "function" ? await schema() : schema;
  return parser.parse(answer);
}

/** The message to show a person for any error thrown by a request. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail;
  return fallbackMessage();
}
