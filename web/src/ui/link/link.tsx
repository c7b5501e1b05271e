import { createLink, type LinkComponent } from '@tanstack/react-router';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './link.css.ts';

function StyledAriaLink({ className, ...props }: AriaLinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) => [link, extra].filter(Boolean).join(' '))}
    />
  );
}

const RouterAriaLink = createLink(StyledAriaLink);

/**
 * A react-aria link that navigates with the router: typed `to`, params and search, preloading on
 * intent, and the base path added to href.
 */
export const Link: LinkComponent<typeof StyledAriaLink> = (props) => <RouterAriaLink preload="intent" {...props} />;
