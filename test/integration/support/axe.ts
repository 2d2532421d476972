// axe-core in the page under test: the same WCAG 2.2 A and AA run as the audit (scripts/lib/axe.ts).
export { axeViolations, describeViolations, type AxeViolation } from '../../../scripts/lib/axe';
