/** buyer@example.com → b****@example.com: enough to tell mails apart in logs without recording who got them. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}****${address.slice(at)}` : '****';
}
