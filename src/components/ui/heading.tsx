// A heading whose level is chosen by the page (the outline), not by its look: the blocks that
// hold a title (Card, SectionHeader, CtaBand, EmptyState) take a `level` and render it here.
import React from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

interface HeadingProps extends React.HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
}

export const Heading = ({ level, children, ...rest }: HeadingProps) => React.createElement(`h${level}`, rest, children);
