// The Arabic catalogue is a chunk of its own: English visitors never download it. It is fetched
// before the first render when the page opens in Arabic, and before switching to Arabic.
type Catalog = Record<string, string>;

let catalog: Catalog | null = null;
let pending: Promise<Catalog> | null = null;

/** The Arabic messages once loaded, else null. */
export function arabicMessages(): Catalog | null {
  return catalog;
}

export function loadArabic(): Promise<Catalog> {
  if (catalog) return Promise.resolve(catalog);
  pending ??= import('./messages/ar.json').then((module) => {
    catalog = module.default as Catalog;
    return catalog;
  });
  return pending;
}
