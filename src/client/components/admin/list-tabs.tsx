import { Tabs } from '@mantine/core';
import { readChoice } from '../../lib/list-search';

interface ListTabsProps<Tab extends string> {
  tabs: readonly Tab[];
  labels: Record<Tab, string>;
  value: Tab;
  onChange: (tab: Tab) => void;
}

/** The tabs above an admin list that pick which of its rows it shows (the tab lives in the URL). */
export function ListTabs<Tab extends string>({ tabs, labels, value, onChange }: ListTabsProps<Tab>) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = readChoice(next, tabs);
        if (tab) onChange(tab);
      }}
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {labels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
