/**
 * Star rating (antd Rate) for an integer score, 1 to the schema's `maximum` (default 5); the team
 * evaluation's five scores use it. The stars are one radiogroup named by the field's label and
 * each star's radio is named by its number (antd gives them no name of their own).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Rate } from 'antd';

import { groupProps, isLocked, type FieldWidgetProps } from './widget-props';

/**
 * antd's star: `<li><div role="radio">…</div></li>` in a `<ul role="radiogroup">`. The radio gets
 * `aria-label` = its number; the li loses its list role, which a radiogroup parent no longer gives it.
 */
function nameStar(origin: ReactElement, index: number): ReactNode {
  const star = origin as ReactElement<{ children?: ReactNode }>;
  const radio = star.props.children;
  if (!isValidElement(radio)) return origin;
  return cloneElement(
    star as ReactElement<{ role?: string }>,
    { role: 'none' },
    cloneElement(radio as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': String(index + 1) }),
  );
}

function RateWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, schema } = props;
  const count =
    typeof schema.maximum === 'number' && schema.maximum >= 1 && schema.maximum <= 10
      ? Math.floor(schema.maximum)
      : 5;
  return (
    <Rate
      id={id}
      count={count}
      value={typeof value === 'number' ? value : 0}
      disabled={isLocked(props)}
      allowClear={false}
      characterRender={(origin, { index = 0 }) => nameStar(origin, index)}
      // 0 is "no score": the field stays empty (a required score then reports itself).
      onChange={(next) => onChange(next > 0 ? next : undefined)}
      {...groupProps(props, 'radiogroup')}
    />
  );
}
export const RateWidget = RateWidgetView;
