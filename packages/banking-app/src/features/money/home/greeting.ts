/** The part of the day in the customer's own clock, for the greeting. */
export function partOfDay(date = new Date()): 'morning' | 'afternoon' | 'evening' {
  const h = date.getHours();
  return h < 12 ? 'morning' : h < 18 ? 'afternoon' : 'evening';
}
