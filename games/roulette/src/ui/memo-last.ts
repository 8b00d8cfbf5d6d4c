/**
 * A one-entry cache: `remember(deps, make)` gives `make()`'s result again while `deps` hold the same
 * values (compared with Object.is), so a spin's frames reuse the felt and the buttons instead of
 * building them again. Lit's `guard` does this too; this saves the player its download.
 */
export function memoLast<T>(): (deps: readonly unknown[], make: () => T) => T {
  let last: { deps: readonly unknown[]; value: T } | null = null;
  return (deps, make) => {
    if (!last || last.deps.length !== deps.length || last.deps.some((dep, i) => !Object.is(dep, deps[i]))) last = { deps, value: make() };
    return last.value;
  };
}
