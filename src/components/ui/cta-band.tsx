// The closing call of a page: a full-width band on the brand navy with a title, a sentence and one
// or two actions (the first orange, the second outlined), a labelled region of the page.
// <CtaBand title="Prêt à nous rejoindre ?" text="…" primary={{ label: 'Candidater', to: '/candidater' }} secondary={{ label: 'Brochure', href: '…' }} />
import React, { useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button, type ButtonTarget } from './button';
import { cx } from './cx';
import { Heading, type HeadingLevel } from './heading';
import * as styles from './cta-band.module.css';

export type CtaAction = ButtonTarget & { label: React.ReactNode };

interface CtaBandProps {
  title: React.ReactNode;
  level?: HeadingLevel;
  text?: React.ReactNode;
  primary?: CtaAction;
  secondary?: CtaAction;
  /** Actions of another kind in place of primary and secondary (a link that opens a dialog). */
  children?: React.ReactNode;
  className?: string;
}

export const CtaBand = ({ title, level = 2, text, primary, secondary, children, className }: CtaBandProps) => {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(styles.band, className)}>
      <div className={styles.inner}>
        <div className={`${styles.copy} brand-lead`}>
          <Heading level={level} id={titleId} className={styles.title}>
            {title}
          </Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <div className={styles.actions}>
          {primary ? (
            <Button {...(withoutLabel(primary) as ButtonTarget)} variant="primary" iconEnd={ArrowRight}>
              {primary.label}
            </Button>
          ) : null}
          {children}
          {secondary ? (
            <Button {...(withoutLabel(secondary) as ButtonTarget)} variant="ghost-inverse">
              {secondary.label}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
};

const withoutLabel = ({ label: _label, ...target }: CtaAction) => target;
