// The programme finder without JavaScript: each choice applies at once through CSS, as it does
// with scripts through React. The page's cards carry their values (data-niveau="3",
// data-domaine="cybersecurite data-ia"…); for each option a rule hides the cards without it while
// its radio button (or select option) is checked: `main:has(input[name=niveau][value="3"]:checked)`.
// The rules are served in a <noscript> (React never renders its content in the browser, so a
// client-side navigation adds no inline style the page's Content-Security-Policy does not know).

export interface NoScriptFilter {
  /** The filter's query key, the name of its inputs. */
  name: string;
  values: readonly string[];
  /** A select (the campus) rather than chips. */
  select?: boolean;
}

/** CSS attribute values are quoted strings: anything but letters, digits and hyphens is escaped. */
const quoted = (value: string) => `"${value.replace(/[^a-zA-Z0-9-]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;

export const noScriptFilterRules = (filters: readonly NoScriptFilter[]) =>
  filters
    .flatMap(({ name, values, select }) =>
      values.map((value) => {
        const checked = select
          ? `select[name=${quoted(name)}] option[value=${quoted(value)}]:checked`
          : `input[name=${quoted(name)}][value=${quoted(value)}]:checked`;
        return `main:has(${checked}) [data-${name}]:not([data-${name}~=${quoted(value)}]){display:none}`;
      }),
    )
    .join('\n');
