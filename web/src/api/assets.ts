import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListAssetsQueryOptions } from './generated/endpoints/asset/asset.ts';
import type { Asset } from './generated/model/asset.ts';

/**
 * The assets list: where an amount's decimals and a hash's explorer come from. A short list that seldom
 * changes; the routes that show money load it with their page.
 */
export const assetsQueryOptions = () => getListAssetsQueryOptions({ query: { staleTime: 5 * 60_000 } });

/** Each asset's settings by code; undefined until the list is here (or for a code it lacks). */
export type AssetSettings = (code: string) => Asset | undefined;

export function useAssetSettings(): AssetSettings {
  const { data } = useQuery(assetsQueryOptions());
  // One function per answer: the rows drawn from it are cached by it.
  return useMemo(() => {
    const byCode = new Map(data?.items.map((asset) => [asset.code, asset]));
    return (code: string) => byCode.get(code);
  }, [data]);
}
