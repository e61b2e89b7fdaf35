const pad = (n: number) => String(n).padStart(2, '0');

/** Server local time as 'yyyy-MM-dd HH:mm:ss', the contract's only date-time format. */
export function formatDateTime(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export const nowText = () => formatDateTime();
export const nowSeconds = () => Math.floor(Date.now() / 1000);
