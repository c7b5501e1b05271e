import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListAssetsQueryOptions } from '../../api/generated/endpoints/asset/asset.ts';
import type { ExplorerTemplates } from '../../ui/money-record/explorer.ts';

/**
 * Each asset's block explorer templates, by asset code. Asked alongside a list rather than before it:
 * until they arrive, hashes and addresses show without their explorer link.
 */
export function useExplorers(): (asset: string) => ExplorerTemplates | undefined {
  const { data } = useQuery({ ...getListAssetsQueryOptions(), staleTime: 5 * 60_000 });
  // One function per answer: the rows it draws are cached by it.
  return useMemo(() => {
    const byCode = new Map(data?.items.map((asset) => [asset.code, asset]));
    return (asset: string) => byCode.get(asset);
  }, [data]);
}
