import {
  ToggleButtonGroup as AriaToggleButtonGroup,
  composeRenderProps,
  type ToggleButtonGroupProps,
} from 'react-aria-components';
import { toggleButtonGroup } from './toggle-button-group.css.ts';

/** A set of ToggleButtons with single or multiple selection and arrow-key navigation. */
export function ToggleButtonGroup({ className, ...props }: ToggleButtonGroupProps) {
  return (
    <AriaToggleButtonGroup
      {...props}
      className={composeRenderProps(className, (extra) => [toggleButtonGroup, extra].filter(Boolean).join(' '))}
    />
  );
}
