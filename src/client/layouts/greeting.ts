/** The user menu's greeting by hour (SPEC §2): before 9, up to 11, up to 13, before 20, evening. */
export type GreetingKey = 'early' | 'morning' | 'noon' | 'afternoon' | 'evening';

export function greetingKey(date: Date): GreetingKey {
  const hour = date.getHours();
  if (hour < 9) return 'early';
  if (hour <= 11) return 'morning';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
