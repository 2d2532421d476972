// The postcode positions of "près de chez moi", before site-serving compresses the output: see
// publish.ts.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { publishPostcodePositions } from './publish';

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  try {
    const result = publishPostcodePositions({
      publicDir: path.join(process.cwd(), 'public'),
      stampFile: path.join(process.cwd(), '.cache', 'site-geo-postcodes.txt'),
    });
    reporter.info(
      result.file === 'unchanged'
        ? 'site-geo: postcode positions unchanged'
        : `site-geo: postcode positions written in ${result.milliseconds} ms: ${result.postcodes} of ${result.total} postcodes ` +
            `(${result.approximate} at their département's centre), ${Math.round(result.bytes / 1024)} KB`,
    );
  } catch (error) {
    reporter.panicOnBuild(`site-geo: ${(error as Error).message}`);
  }
};
