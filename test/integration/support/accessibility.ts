// Both accessibility engines on the page under test, as one list of readable violations to compare
// with []: axe-core (WCAG 2.2 A and AA) and IBM's Equal Access engine (IBM_Accessibility).
import type { Page } from 'playwright-core';
import { checkerViolations, describeCheckerViolations } from '../../../scripts/lib/accessibility-checker';
import { axeViolations, describeViolations } from '../../../scripts/lib/axe';

export const accessibilityViolations = async (page: Page) => [
  ...describeViolations(await axeViolations(page)).map((violation) => `axe: ${violation}`),
  ...describeCheckerViolations(await checkerViolations(page)).map((violation) => `Equal Access: ${violation}`),
];
