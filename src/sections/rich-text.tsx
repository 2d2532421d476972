// Page-builder block: a titled rich-text body, at a readable line length, on the page's left edge. A long text (four
// headings or more: terms of sale, legal notices, a charter) gets an in-page menu of its headings,
// beside it and sticky on a wide screen, above it on a phone. A list of dated milestones is drawn
// as a timeline, a list of named steps as a stepper (list-shapes.ts). The page's first text without
// a menu has the programmes' aside beside it on a wide screen (`withAside`), the one a news item or
// a blog post has: the text's measure left a third of the page empty on its right (blind review).
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import * as prose from '@/components/ui/prose.module.css';
import { RichText, richTextOutline } from '@/components/ui/rich-text';
import { SectionHeader } from '@/components/ui/section-header';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { useCurrentSection } from '@/components/ui/use-current-section';
import { ProgrammesAside } from '@/components/content/programmes-aside';
import { BrochureButton } from '@/features/popin/brochure-button';
import type { Language } from '@/lib/routes';
import * as sections from './sections.module.css';
import { withListShapes } from './list-shapes';

/** From this many headings, a text is long enough to need its menu. */
const OUTLINE_FROM = 4;

interface RichTextSectionProps {
  block: Queries.SectionRichTextFieldsFragment;
  language: Language;
  /** The programmes' aside beside the text from 1024 px (a long text's menu takes that place). */
  withAside?: boolean;
}

export const RichTextSection = ({ block, language, withAside = false }: RichTextSectionProps) => {
  const { t } = useTranslation('sections');
  const headingLevel = block.title ? 3 : 2;
  const outline = richTextOutline(block.body, headingLevel);
  const withMenu = outline.length >= OUTLINE_FROM;
  const current = useCurrentSection(withMenu ? outline.map((item) => item.id) : []);
  const text = (
    <div className={cx(sections.measure, prose.prose)}>
      <RichText blocks={withListShapes(block.body)} headingLevel={headingLevel} anchors={withMenu} />
    </div>
  );
  const title = block.title ? <SectionHeader title={block.title} /> : null;
  return (
    <section className={sections.section}>
      {withMenu ? (
        <>
          {title}
          <div className={sections.withOutline}>
            <div className={sections.outline}>
              <TableOfContents label={t('richText.outline')} items={outline} current={current} />
            </div>
            {text}
          </div>
        </>
      ) : withAside ? (
        <div className={sections.withAside}>
          <div className={sections.reading}>
            {title}
            {text}
          </div>
          <ProgrammesAside language={language} className={sections.aside} brochure={<BrochureButton language={language} />} />
        </div>
      ) : (
        <div className={sections.reading}>
          {title}
          {text}
        </div>
      )}
    </section>
  );
};

export const query = graphql`
  fragment SectionRichTextFields on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
    title
    body
  }
`;
