const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$50" for whole dollars, "$49.50" otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? usd.format(amount) : usdCents.format(amount);
}

/** Always with cents: "$350.00". */
export function formatMoney(amount: number): string {
  return usdCents.format(amount);
}
