// Questions and answers (FAQ) as native <details>/<summary>: they open with a click, Enter or
// Space, before hydration and without JavaScript, and the browser's find-in-page opens them.
// <Accordion items={[{ question: 'Quel est le rythme ?', answer: <p>…</p> }]} />
import React from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';
import * as styles from './accordion.module.css';

export interface AccordionItem {
  /** A stable id (the <details> element's, for links to one question). */
  id?: string;
  question: React.ReactNode;
  answer: React.ReactNode;
  /** Open on the first render. */
  open?: boolean;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  className?: string;
}

export const Accordion = ({ items, className }: AccordionProps) => (
  <div className={cx(styles.accordion, className)}>
    {items.map((item, index) => (
      <details key={item.id ?? index} id={item.id} className={styles.item} open={item.open}>
        <summary className={styles.summary}>
          <span className={styles.question}>{item.question}</span>
          <span className={styles.iconBox} aria-hidden="true">
            <ChevronDown className={styles.icon} focusable="false" />
          </span>
        </summary>
        <div className={styles.answer}>{item.answer}</div>
      </details>
    ))}
  </div>
);
