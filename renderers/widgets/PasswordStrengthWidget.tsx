/**
 * A password input with a strength meter under it (SPEC §5 "Registration": a strength meter that
 * says too weak). The meter is announced politely as it changes; the field's own errors still come
 * from the schema's pattern.
 */
import { Input } from 'antd';
import { useText } from '../i18n/use-text';
import type { MessageKey } from '../i18n/messages';
import { passwordStrength, type StrengthLevel } from './password-strength';
import { fieldStatusProps, isLocked, type FieldWidgetProps } from './widget-props';
import { useThemeToken } from '../use-theme-token';

const LEVEL_TEXT: Record<StrengthLevel, MessageKey> = {
  0: 'strengthTooWeak',
  1: 'strengthWeak',
  2: 'strengthMedium',
  3: 'strengthStrong',
};
// Darker than antd's defaults so each bar keeps 3:1 against the page (WCAG 1.4.11).
const LEVEL_COLOR: Record<StrengthLevel, string> = { 0: '#cf1322', 1: '#ad4e00', 2: '#0958d9', 3: '#237804' };

export function PasswordStrengthWidget(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options } = props;
  const text = useText();
  const token = useThemeToken();
  const password = typeof value === 'string' ? value : '';
  const level = password === '' ? null : passwordStrength(password);
  return (
    <div>
      <Input.Password
        id={id}
        name={id}
        autoComplete="new-password"
        value={password}
        disabled={isLocked(props)}
        placeholder={placeholder}
        {...fieldStatusProps(props)}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <div style={{ display: 'flex', gap: 4, marginTop: 6 }} aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            data-testid="strength-bar"
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: level !== null && bar <= level ? LEVEL_COLOR[level] : token.colorFillSecondary,
            }}
          />
        ))}
      </div>
      <div id={`${id}__strength`} aria-live="polite" style={{ fontSize: 12, marginTop: 2, minHeight: 20 }}>
        {level !== null && (
          <span style={{ color: LEVEL_COLOR[level] }}>
            {text('strengthIs', { level: text(LEVEL_TEXT[level]) })}
          </span>
        )}
      </div>
    </div>
  );
}
