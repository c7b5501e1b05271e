/** Where a network's block explorer shows a value: the asset's template with `{hash}` or `{address}` filled. */
export interface ExplorerTemplates {
  explorer_tx_url: string | null;
  explorer_address_url: string | null;
}

export type ChainValueKind = 'hash' | 'address';

/** The explorer's page of the value, or null when the network has none (or the template lacks its place). */
export function explorerUrl(
  templates: ExplorerTemplates | undefined,
  kind: ChainValueKind,
  value: string,
): string | null {
  const template = kind === 'hash' ? templates?.explorer_tx_url : templates?.explorer_address_url;
  const placeholder = `{${kind}}`;
  if (!template?.startsWith('https://') || !template.includes(placeholder)) return null;
  return template.replaceAll(placeholder, encodeURIComponent(value));
}
