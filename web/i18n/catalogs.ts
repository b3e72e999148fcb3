// The one Lingui instance and the folders' catalogs (ADR 020), apart from index.ts so that
// switch-locale.ts, which index.ts loads on demand, can use them without importing it back.
import { I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "../../contract/locales.ts";

/**
 * Lingui's instance, except that adding a folder's messages tells no one (ADR 067). Lingui's
 * `load` announces a change, and its provider then renders every component that translates, at
 * once and in one task, though none of them shows a message that changed: a page's chunk adding
 * its folders' English re-rendered the whole app (40-50 ms here, 4x that on a phone). A component
 * that needs new messages waits for them itself (`useT`); a change of language (`activate`) is
 * announced as before.
 */
class CatalogsI18n extends I18n {
  #adding = false;

  /** Adds `messages` to `locale`'s without announcing a change. */
  add(locale: Locale, messages: Messages) {
    this.#adding = true;
    try {
      this.load(locale, messages);
    } finally {
      this.#adding = false;
    }
  }

  override emit(event: Parameters<I18n["emit"]>[0], ...args: unknown[]) {
    if (this.#adding && event === "change") return;
    super.emit(event, ...(args as []));
  }
}

export const i18n = new CatalogsI18n({});

/** A message's values: ICU `{name}` arguments, `{count, plural, …}` numbers, dates. */
export type MessageValues = Record<string, unknown>;
/** Translates a message id of the loaded catalogs into the active language. */
export type Translate = (id: string, values?: MessageValues) => string;

/** What `import.meta.glob("./messages.*.json", { import: "default" })` returns. */
export type CatalogLoaders = Record<string, () => Promise<unknown>>;

/** One folder's catalogs: English with the code, the other languages on demand. */
export interface Catalogs {
  /**
   * Loads this folder's messages in `locale` (once; English is always there). The same promise
   * while they load, and one React's `use` reads without waiting once they are in.
   */
  load(locale: Locale): Promise<void>;
}

/**
 * Marks a loaded catalog's promise as React marks one it has seen settle, so that `use` returns at
 * once instead of waiting a turn for it: `useT` calls `use` on every render, loaded or not, and
 * with the same promise each time (ADR 070).
 */
const markLoaded = (promise: Promise<void>) =>
  Object.assign(promise, { status: "fulfilled", value: undefined });

const registered: Catalogs[] = [];

/**
 * Declares a folder's catalogs; call it once, in the folder's `messages.ts`:
 *
 *     import en from "./messages.en.json";
 *     export const catalogs = defineCatalogs(en, import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }));
 *
 * The English catalog comes with the code (the default language and every other's fallback: a
 * message not yet translated shows in English). The catalogs of a language are loaded when a
 * component first asks for them in it (`useT(catalogs)`), or all at once when the language changes.
 */
export function defineCatalogs(english: Messages, loaders: CatalogLoaders): Catalogs {
  // A copy: Lingui keeps the first object it is given for a language and merges the next ones
  // into it, which would write every folder's English into this one (and from there over the
  // other languages' messages, loaded on top of it).
  i18n.add(DEFAULT_LOCALE, { ...english });
  const loads = new Map<Locale, Promise<void>>([[DEFAULT_LOCALE, markLoaded(Promise.resolve())]]);
  const catalogs: Catalogs = {
    load(locale) {
      const known = loads.get(locale);
      if (known) return known;
      const files = Object.entries(loaders).filter(([file]) => file.endsWith(`.${locale}.json`));
      const loading = Promise.all(files.map(([, load]) => load())).then((parts) => {
        i18n.add(locale, Object.assign({}, english, ...(parts as Messages[])));
      });
      loads.set(locale, loading);
      loading.then(
        () => markLoaded(loading),
        // A failed download (offline) is tried again the next time.
        () => loads.delete(locale),
      );
      return loading;
    },
  };
  registered.push(catalogs);
  return catalogs;
}

/** Loads every catalog declared so far (the shell, the pages shown) in `locale`. */
export async function loadCatalogs(locale: Locale): Promise<void> {
  await Promise.all(registered.map((catalogs) => catalogs.load(locale)));
}
