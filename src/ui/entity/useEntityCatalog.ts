import { useEffect, useState } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';

/** Finds a descriptor by entity name (the catalog's `entityByName`). */
export type EntityLookup = (name: string | undefined) => EntityDescriptor | undefined;

let loading: Promise<EntityLookup> | null = null;
let loaded: EntityLookup | null = null;

/**
 * The catalog holds every descriptor of the domain, all their labels in both languages (about 90 KB
 * gzip). A page needs it only for its reference selects and "create from" pickers, so it is a chunk of
 * its own, fetched beside the page's first rows instead of before them (issue 17).
 */
export function loadEntityCatalog(): Promise<EntityLookup> {
  loading ??= import('./entity-catalog').then((module) => {
    loaded = module.entityByName;
    return loaded;
  });
  return loading;
}

/** The catalog's lookup once it is loaded, null until then; `wanted` false loads nothing. */
export function useEntityCatalog(wanted = true): EntityLookup | null {
  const [lookup, setLookup] = useState<EntityLookup | null>(() => loaded);
  useEffect(() => {
    if (!wanted || lookup) return;
    let live = true;
    void loadEntityCatalog().then((found) => {
      if (live) setLookup(() => found);
    });
    return () => {
      live = false;
    };
  }, [wanted, lookup]);
  return lookup;
}
