import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/**
 * Compiles every ICU message of a catalog into Lingui's form (ADR 020): the web's build
 * (scripts/vite-catalogs.ts) and the server's catalogs alike. An invalid message throws, naming
 * its file and id. Always the token array: Lingui takes a plain string for an uncompiled message.
 */
export function compileCatalog(
  messages: Record<string, string>,
  file: string,
): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${String(error)}`);
    }
  }
  return compiled;
}
