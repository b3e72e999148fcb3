import type { z } from "zod";
import { type Problem, ProblemSchema } from "../../contract/common.ts";

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

interface RequestOptions<T extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Parses the response: the same contract schema the server answers with. */
  schema: T;
  signal?: AbortSignal;
}

const FALLBACK_MESSAGE = "An error occurred. Please try again.";

async function problemFrom(response: Response): Promise<Problem> {
  try {
    const parsed = ProblemSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a proxy's error page or a dropped connection.
  }
  return {
    type: "about:blank",
    title: response.statusText || "Error",
    status: response.status,
    detail: FALLBACK_MESSAGE,
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
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, {
      type: "about:blank",
      title: "Network error",
      status: 0,
      detail: "Could not reach the server. Check your connection and try again.",
    });
  }
  if (!response.ok) throw new ApiError(response.status, await problemFrom(response));
  if (response.status === 204) return schema.parse(undefined);
  return schema.parse(await response.json());
}

/** The message to show a person for any error thrown by a request. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail;
  return FALLBACK_MESSAGE;
}
