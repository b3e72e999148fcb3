import { z } from "zod";

/** Any JSON answer: for requests whose answer is not used. */
export const AnyJson = z.unknown();
