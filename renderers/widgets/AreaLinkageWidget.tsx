/**
 * Area linkage (SPEC §5, JAreaLinkage): province → city → district from the real divisions. The
 * field stores the district's code and shows the names. `x-widget-options.type`: 'cascader'
 * (default, one Cascader) or 'select' (three selects side by side); any other type shows the
 * spec's error 'Bad type value' in the field instead of a control.
 */
import { Alert, Cascader, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useText } from '../i18n/use-text';
import { useClearable } from './use-clearable';
import { divisionPath, PROVINCES, type Division } from './area-divisions';
import { fieldStatusProps, groupProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';

export const BAD_TYPE_VALUE = 'Bad type value';

const FIELD_NAMES = { label: 'name', value: 'code', children: 'children' } as const;

const toOptions = (list: readonly Division[] | undefined) =>
  (list ?? []).map((d) => ({ value: d.code, label: d.name }));

function CascaderArea(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const text = useText();
  const clearable = useClearable();
  const path = useMemo(
    () => divisionPath(typeof value === 'string' ? value : undefined).map((d) => d.code),
    [value],
  );
  return (
    <Cascader<Division>
      id={id}
      style={{ width: '100%' }}
      options={PROVINCES as Division[]}
      fieldNames={FIELD_NAMES}
      value={path.length > 0 ? path : undefined}
      displayRender={(labels) => labels.join(' / ')}
      allowClear={clearable}
      showSearch={{ filter: (input, options) => options.some((o) => o.name.includes(input)) }}
      disabled={isLocked(props)}
      placeholder={placeholder || text('areaPlaceholder')}
      {...fieldStatusProps(props)}
      onChange={(codes) => {
        const chosen = Array.isArray(codes) ? codes : [];
        // Only a whole path names a district; a province or city alone is no value.
        onChange(chosen.length === 3 ? String(chosen[2]) : undefined);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

function SelectArea(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const text = useText();
  const stored = divisionPath(typeof value === 'string' ? value : undefined);
  // A province or city picked on the way to a district is this widget's own state: only a
  // district is a value. A stored district (or a cleared value) decides what the selects show.
  const [picked, setPicked] = useState<{ province?: string; city?: string }>({});
  const [shownValue, setShownValue] = useState(value);
  // A value that changed from outside (a reset, another record) drops the half-made choice.
  if (shownValue !== value) {
    setShownValue(value);
    setPicked({});
  }
  /** The widget's own change: remembered, so it does not count as a change from outside. */
  const emit = (next: string | undefined) => {
    setShownValue(next);
    if (next !== value) onChange(next);
  };
  const provinceCode = stored[0]?.code ?? picked.province;
  const province = PROVINCES.find((p) => p.code === provinceCode);
  const cityCode = stored[1]?.code ?? picked.city;
  const city = province?.children?.find((c) => c.code === cityCode);
  const district = stored[2];
  const locked = isLocked(props);
  const status = fieldStatusProps(props).status;
  const common = { status, disabled: locked, showSearch: { optionFilterProp: 'label' as const } };
  return (
    <Space.Compact style={{ width: '100%' }} {...groupProps(props, 'group')}>
      <Select
        {...common}
        id={id}
        style={{ width: '34%' }}
        aria-label={text('areaProvince')}
        placeholder={text('areaProvince')}
        options={toOptions(PROVINCES)}
        value={province?.code}
        onChange={(code: string) => {
          setPicked({ province: code });
          emit(undefined);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <Select
        {...common}
        id={`${id}__city`}
        style={{ width: '33%' }}
        aria-label={text('areaCity')}
        placeholder={text('areaCity')}
        options={toOptions(province?.children)}
        value={city?.code}
        disabled={locked || !province}
        onChange={(code: string) => {
          setPicked({ province: province?.code, city: code });
          emit(undefined);
        }}
      />
      <Select
        {...common}
        id={`${id}__district`}
        style={{ width: '33%' }}
        aria-label={text('areaDistrict')}
        placeholder={text('areaDistrict')}
        options={toOptions(city?.children)}
        value={district?.code}
        disabled={locked || !city}
        onChange={(code: string) => emit(code)}
      />
    </Space.Compact>
  );
}

export function AreaLinkageWidget(props: FieldWidgetProps) {
  const type = widgetOption<string>(props, 'type') ?? 'cascader';
  if (type === 'cascader') return <CascaderArea {...props} />;
  if (type === 'select') return <SelectArea {...props} />;
  return <Alert id={props.id} type="error" showIcon title={BAD_TYPE_VALUE} />;
}
