import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HotelOrderStatus } from '@haiwai/contracts/hotels/constants';
import { TabStrip } from '../common/tab-strip';

export type OrderTab = 'all' | HotelOrderStatus;
export const GUEST_TABS: OrderTab[] = ['all', 'awaiting_payment', 'paid', 'confirmed', 'checked_in', 'completed'];
export const HOTEL_TABS: OrderTab[] = ['all', 'paid', 'confirmed', 'checked_in', 'completed'];

/** The tab in the address (`?tab=`), one of `tabs`. */
export function useOrderTab(tabs: OrderTab[]): [OrderTab, (tab: OrderTab) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab') as OrderTab | null;
  const tab = raw && tabs.includes(raw) ? raw : 'all';
  const set = (next: OrderTab) => {
    const q = new URLSearchParams(search);
    if (next === 'all') q.delete('tab');
    else q.set('tab', next);
    setSearch(q, { replace: true });
  };
  return [tab, set];
}

/** The state tabs over an order list. */
export function OrderTabs({ tabs, tab, onChange }: { tabs: OrderTab[]; tab: OrderTab; onChange(tab: OrderTab): void }) {
  const { t } = useTranslation();
  return <TabStrip activeKey={tab} onChange={onChange} className="horders__tabs" items={tabs.map((x) => ({ key: x, title: <span data-testid={`order-tab-${x}`}>{t(`hotels.order.tabs.${x}`)}</span> }))} />;
}
