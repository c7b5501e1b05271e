import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './tabs.css.ts';

const join =
  (base: string) =>
  (extra: string | undefined): string =>
    [base, extra].filter(Boolean).join(' ');

/** Tabs with arrow-key navigation between them; the selected one's panel is the only one shown. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, join(styles.tabs))} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, join(styles.tabList))} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, join(styles.tab))} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, join(styles.tabPanel))} />;
}
