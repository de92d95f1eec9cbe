/** '2024-02-28' -> '28 de febrero de 2024', whatever the visitor's time zone. */
export function formatEpisodeDate(isoDate: string): string {
  return new Intl.DateTimeFormat('es-CL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
