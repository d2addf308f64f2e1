/**
 * A name or address of this machine (localhost, 127.0.0.0/8, ::1): what the desk may bind to without a password and
 * the only mail server STARTTLS may be turned off for — nothing sent to it crosses a network.
 */
export const isLoopbackHost = (host: string): boolean => {
  const h = host.toLowerCase().replace(/\.$/, '');
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return (
    h === 'localhost' ||
    h === '::1' ||
    h === '[::1]' ||
    (v4 !== null && v4.slice(1).every((n) => Number(n) <= 255))
  );
};
