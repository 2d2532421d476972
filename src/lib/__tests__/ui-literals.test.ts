/** @jest-environment node */
// No French or English text in the components: every string a visitor reads or hears comes from
// locales/{fr,en}. The sources are parsed with the TypeScript compiler, and the test flags text
// that can reach the page without going through t(): JSX text, string literals rendered as
// children, and string literals given to the attributes screen readers and browsers show (alt,
// title, placeholder, aria-*, label).
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..', '..');
const SCANNED_DIRS = ['components', 'features', 'sections', 'templates', 'pages'];

const TEXT_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

const LETTER = /\p{L}/u;
// A space before : ; ! ? is French typography: such text renders wrongly in English.
const FRENCH_SPACED_PUNCTUATION = /\s[:;!?](\s|$)/;

interface Finding {
  file: string;
  line: number;
  text: string;
}

const isTextual = (text: string) => LETTER.test(text) || FRENCH_SPACED_PUNCTUATION.test(text);

/** JSX text as React renders it: the whitespace of a line break and its indentation is dropped. */
const renderedJsxText = (text: string) =>
  /[\r\n]/.test(text)
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
    : text;

const literalText = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return null;
};

/** The string literals an expression can evaluate to (not those it passes to calls, compares…). */
const renderedLiterals = (expression: ts.Expression): ts.Node[] => {
  if (literalText(expression) !== null) return [expression];
  if (ts.isParenthesizedExpression(expression)) return renderedLiterals(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...renderedLiterals(expression.whenTrue), ...renderedLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
      return [...renderedLiterals(expression.left), ...renderedLiterals(expression.right)];
    }
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return renderedLiterals(expression.right);
    if (operator === ts.SyntaxKind.PlusToken) return [...renderedLiterals(expression.left), ...renderedLiterals(expression.right)];
  }
  return [];
};

const attributeName = (attribute: ts.JsxAttribute) => attribute.name.getText();

const findUiLiterals = (fileName: string, source: string): Finding[] => {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isTextual(text)) return;
    findings.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, renderedJsxText(node.text));
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      renderedLiterals(node.expression).forEach((literal) => report(literal, literalText(literal) ?? ''));
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(attributeName(node)) && node.initializer) {
      const { initializer } = node;
      const literals = ts.isJsxExpression(initializer)
        ? initializer.expression
          ? renderedLiterals(initializer.expression)
          : []
        : [initializer];
      literals.forEach((literal) => report(literal, literalText(literal) ?? ''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

describe('the literal finder', () => {
  it.each([
    ['JSX text', 'const A = () => <p>Voir tout</p>;', ['Voir tout']],
    ['a rendered string child', "const A = ({ on }: { on: boolean }) => <p>{on ? 'Oui' : 'No'}</p>;", ['Oui', 'No']],
    ['a fallback string', "const A = ({ x }: { x?: string }) => <img alt={x ?? 'Logo'} />;", ['Logo']],
    ['an accessible name', '<button aria-label="Close" />', ['Close']],
    ['French spacing before a colon', "const A = () => <p>{t('label')} : {value}</p>;", [':']],
  ])('flags %s', (_, source, expected) => {
    expect(findUiLiterals('example.tsx', source).map((finding) => finding.text)).toEqual(expected);
  });

  it.each([
    ['translated text', "const A = () => <p>{t('nav.seeAll', { label })}</p>;"],
    [
      'keys, class names and routes',
      'const A = () => <a className="cta" href={localize(language, routes.article(\'art-culture\'))}>{t(`cta.${key}`)}</a>;',
    ],
    ['punctuation and symbols', 'const A = () => <p>{a} · {b}{\' – \'}<span aria-hidden="true">↑</span></p>;'],
    ['comparisons', "const A = () => <p>{kind === 'bts' ? t('a') : t('b')}</p>;"],
    ['CMS content', 'const A = ({ block }: { block: { title: string } }) => <h2 title={block.title}>{block.title}</h2>;'],
  ])('lets %s through', (_, source) => {
    expect(findUiLiterals('example.tsx', source)).toEqual([]);
  });
});

describe('components, features, sections, templates and pages', () => {
  it('render no French or English literal', () => {
    const findings = SCANNED_DIRS.flatMap((dir) => sourceFiles(path.join(SRC, dir))).flatMap((file) =>
      findUiLiterals(path.relative(SRC, file), fs.readFileSync(file, 'utf8')),
    );
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });
});
