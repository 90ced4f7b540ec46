import Selector, { type SelectorProps } from 'antd-mobile/es/components/selector';
import './chips.css';

type Props<V extends string | number> = Omit<SelectorProps<V>, 'columns'> & { testId?: string };

/**
 * Choice chips (antd-mobile's Selector without a grid): each chip is as wide as its label and the chips wrap
 * row by row, so a label stays on one line (服务式公寓, 第五郡（堤岸）, "Chưa có kinh nghiệm") instead of
 * being squeezed into a third of the row and broken mid-word. Every chip choice of the app uses this one style.
 */
export function Chips<V extends string | number>({ testId, className, ...props }: Props<V>) {
  return <Selector<V> {...props} className={className ? `chips ${className}` : 'chips'} data-testid={testId} />;
}
