import type { User } from '../api/generated/model/user.ts';
import { expectPageHeading } from './page-heading.ts';
import { renderWithProviders } from './render-with-providers.tsx';
import { throughPrism, type Change } from './through-prism.ts';
import { signedInAs } from './users.ts';

/**
 * The app at `path`, signed in as `user`, every call going to Prism (`change` answers some itself),
 * once the page's heading shows.
 */
export async function openAs(path: string, user: User, change?: Change) {
  const prism = throughPrism(change);
  const rendered = renderWithProviders(undefined, { path, queryClient: signedInAs(user) });
  await expectPageHeading();
  return { ...prism, ...rendered };
}
