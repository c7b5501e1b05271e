import {
  ToggleButton as AriaToggleButton,
  composeRenderProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { toggleButton } from './toggle-button.css.ts';

/** A button that stays pressed (aria-pressed). */
export function ToggleButton({ className, ...props }: AriaToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      className={composeRenderProps(className, (extra) => [toggleButton, extra].filter(Boolean).join(' '))}
    />
  );
}
