/** 13800138000 → 138****8000: enough to tell messages apart in logs without recording who got them. */
export function maskPhone(phone: string): string {
  return phone.length >= 8 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
