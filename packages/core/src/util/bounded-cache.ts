/**
 * A memo that cannot grow without bound over a long editing session. Two generations, each up to half
 * the limit: new entries go into the young one; when it is full it becomes the old one and the previous
 * old one is dropped. A read of an old entry moves it back to the young generation, so what is read
 * recently survives (at least the last `limit / 2` entries used). Reads cost one or two map lookups,
 * with no reordering.
 */
export class BoundedCache<K, V> {
  #young = new Map<K, V>();
  #old = new Map<K, V>();
  readonly #half: number;

  constructor(limit: number) {
    this.#half = Math.max(1, Math.ceil(limit / 2));
  }

  get(key: K): V | undefined {
    const value = this.#young.get(key);
    if (value !== undefined) return value;
    const old = this.#old.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (this.#young.size >= this.#half && !this.#young.has(key)) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }
}
