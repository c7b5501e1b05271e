import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './button.css.ts';

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariants['variant'];
}

/** The one button of the app: press, keyboard and focus-visible handling come from react-aria. */
export function Button({ variant, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) => [button({ variant }), extra].filter(Boolean).join(' '))}
    />
  );
}
