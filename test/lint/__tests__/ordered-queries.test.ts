/**
 * @jest-environment node
 */
// Every list a page or static query reads from Gatsby's nodes has an order of its own (issue 42).
// Without `sort`, Gatsby returns the nodes in the order they were last created, and an edit
// re-creates the nodes it touches (and those related to them): the same content in another order
// is a new result. A static query's new result re-renders every page that uses it: for the
// site chrome, all 2,266 built pages of the large content set, for a programme's title edit
// that no page's HTML showed differently (16 s of a 40 s build). The same holds for ties: a sort
// on a name the French and English entries share, or on a date two entries share, ends with a
// key that tells them apart (the locale, the slug); that part is left to the reviews.
import fs from 'fs';
import path from 'path';
import { parse, visit, type FieldNode } from 'graphql';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The i18n plugin's translations: created from the locale files, in their order, at every build. */
const FILE_ORDERED = new Set(['allLocale']);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });

/** The GraphQL documents of a file: its graphql`…` templates (they interpolate nothing). */
const queriesOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/graphql`([^`]*)`/g)].map((match) => match[1]);

/** The `all…` lists a document reads without an order: "QueryName: field". */
export const unorderedLists = (document: string) => {
  const found: string[] = [];
  visit(parse(document), {
    OperationDefinition(operation) {
      visit(operation, {
        Field(field: FieldNode) {
          const name = field.name.value;
          if (!/^all[A-Z]/.test(name) || FILE_ORDERED.has(name)) return;
          if (!field.arguments?.some((argument) => argument.name.value === 'sort')) {
            found.push(`${operation.name?.value ?? 'anonymous'}: ${field.alias?.value ?? name}`);
          }
        },
      });
      return false;
    },
  });
  return found;
};

describe("the site's queries", () => {
  it('finds a list read without an order, and takes one with a sort', () => {
    expect(unorderedLists('query A { campuses: allStrapiCampus { nodes { slug } } }')).toEqual(['A: campuses']);
    expect(unorderedLists('query B { allStrapiCampus(sort: { slug: ASC }) { nodes { slug } } }')).toEqual([]);
    expect(unorderedLists('query C { allLocale { edges { node { ns } } } }')).toEqual([]);
  });

  it('read every list of nodes in an order of their own', () => {
    const files = sourceFiles(path.join(ROOT, 'src'));
    const unordered = files.flatMap((file) =>
      queriesOf(file).flatMap((document) => unorderedLists(document).map((list) => `${path.relative(ROOT, file)}: ${list}`)),
    );
    // The site's templates, sections and chrome have queries to check.
    expect(files.filter((file) => queriesOf(file).length > 0).length).toBeGreaterThan(20);
    expect(unordered).toEqual([]);
  });
});
