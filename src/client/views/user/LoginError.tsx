const ERROR_BOX: React.CSSProperties = {
  marginBottom: 24,
  padding: '8px 12px',
  border: '1px solid #ffccc7',
  background: '#fff2f0',
  borderRadius: 6,
  color: '#cf1322',
};

/** The server's refusal above a login form, announced to screen readers. */
export function LoginError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" style={ERROR_BOX}>
      {message}
    </div>
  );
}
