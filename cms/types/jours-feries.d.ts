// @socialgouv/jours-feries (Apache-2.0) ships no types. France's public holidays of a year, by
// name, each a Date at local midnight; Alsace-Moselle's two more with `alsace`.
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
