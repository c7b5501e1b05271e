import { createLink, type LinkComponent } from '@tanstack/react-router';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button } from '../button/button.css.ts';
import { buttonLink, link, type LinkVariants } from './link.css.ts';

export interface StyledLinkProps extends AriaLinkProps {
  /** `button`: a link that looks like the primary button (the top bar's Administrator). */
  variant?: LinkVariants['variant'] | 'button';
}

function StyledAriaLink({ className, variant, ...props }: StyledLinkProps) {
  const look = variant === 'button' ? `${button({ variant: 'primary' })} ${buttonLink}` : link({ variant });
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) => [look, extra].filter(Boolean).join(' '))}
    />
  );
}

const RouterAriaLink = createLink(StyledAriaLink);

/**
 * A react-aria link that navigates with the router: typed `to`, params and search, preloading on
 * intent, and the base path added to href.
 */
export const Link: LinkComponent<typeof StyledAriaLink> = (props) => <RouterAriaLink preload="intent" {...props} />;
