/** Scopes are stored as a JSON array of names; a damaged value grants nothing rather than failing the request. */
export function parseScopes(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((scope): scope is string => typeof scope === 'string') : [];
  } catch {
    return [];
  }
}

export function serializeScopes(scopes: readonly string[]): string {
  return JSON.stringify([...new Set(scopes)]);
}
