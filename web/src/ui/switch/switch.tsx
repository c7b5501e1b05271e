import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
}

/** An on/off toggle (role switch) with its label; the thumb's position and the track's fill both say "on". */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
