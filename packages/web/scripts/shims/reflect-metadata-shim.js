// Inversify imports reflect-metadata for the metadata its decorators write and read. The app uses no
// decorators (esbuild emits no design metadata; every binding is a factory), so only the API's shape
// is needed: this keeps metadata per target and key in a WeakMap, own or inherited through the
// prototype chain, which is all Inversify asks of it, without the 3 KB (gzip) of the package's lite
// build on every guest's first visit.
const store = new WeakMap();

const own = (target, property, create) => {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let byKey = byProperty.get(property);
  if (!byKey && create) {
    byKey = new Map();
    byProperty.set(property, byKey);
  }
  return byKey;
};

const lookup = (key, target, property) => {
  for (let current = target; current; current = Object.getPrototypeOf(current)) {
    const byKey = own(current, property, false);
    if (byKey?.has(key)) return byKey;
  }
  return undefined;
};

export const reflectMetadata = {
  defineMetadata: (key, value, target, property) => void own(target, property, true).set(key, value),
  hasOwnMetadata: (key, target, property) => own(target, property, false)?.has(key) ?? false,
  hasMetadata: (key, target, property) => lookup(key, target, property) !== undefined,
  getOwnMetadata: (key, target, property) => own(target, property, false)?.get(key),
  getMetadata: (key, target, property) => lookup(key, target, property)?.get(key),
  decorate: (decorators, target, property, descriptor) => {
    let result = property === undefined ? target : descriptor;
    for (const decorator of [...decorators].reverse()) {
      const next = property === undefined ? decorator(result) : decorator(target, property, result);
      if (next !== undefined) result = next;
    }
    return result;
  },
};

for (const [name, fn] of Object.entries(reflectMetadata)) if (!(name in Reflect)) Reflect[name] = fn;
