// What the browser build makes of a contract schema (scripts/vite-lazy-contract.ts, ADR 054): a
// stand-in that builds the schema the first time anything reads it. Each page then builds only
// the schemas it parses with or validates against, instead of all ~3,000 zod objects of the
// contract on the first answer (~250 ms of main thread here, a second on a phone).
//
// Only reads are forwarded (`get`, `has`, `instanceof` through the prototype): a schema is never
// written to or enumerated by key, and zod reads its children through their properties.

export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = schema();
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
