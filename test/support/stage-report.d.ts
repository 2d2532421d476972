// Types of stage-report.js (plain JavaScript: the Jest reporter loads it untranspiled).
export interface StageFile {
  file: string;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests' titles (with the first line of each error), so that the end of the log names them. */
  failures?: string[];
}

export interface StageReport {
  stage: string;
  seconds: number;
  files: StageFile[];
}

export function relativeFile(file: string): string;
export function firstLine(message?: string): string;
export function fileLine(stage: string, file: StageFile): string;
export function writeStageReport(report: StageReport, dir?: string): void;
