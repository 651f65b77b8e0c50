/**
 * How the showroom's date-and-time pickers show and take an instant (collection release, product release): ISO order,
 * 24-hour clock, the same in every language, so a typed value never depends on the locale's day/month order.
 */
export const INSTANT_FORMAT = 'YYYY-MM-DD HH:mm';
