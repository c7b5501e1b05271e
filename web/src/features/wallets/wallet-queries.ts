import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery
// (the operations' own in operation-queries.ts: the first page after a sign-in loads only this).
export const walletsQueryOptions = () => getListWalletsSuspenseQueryOptions();
