import { useId } from 'react';

interface FaqEntry {
  question: string;
  answer: string;
}

/** What the spec's FAQ states (section 9). */
export const pricingFaq: readonly FaqEntry[] = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. You can upgrade or downgrade at any time, and plan changes apply immediately.',
  },
  {
    question: 'Is the free tier really free?',
    answer: 'Yes. The free tier has no time limit and needs no credit card.',
  },
  {
    question: 'Is there a one-time option?',
    answer: 'Yes. Besides the monthly plans there is a Lifetime Pass, with unlimited projects.',
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. You can cancel your subscription anytime.',
  },
];

export function Faq({ title = 'Frequently Asked Questions', entries = pricingFaq }: { title?: string; entries?: readonly FaqEntry[] }) {
  const titleId = useId();
  return (
    <section className="faq" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="faq-list">
        {entries.map((entry) => (
          <div key={entry.question} className="faq-entry">
            <h3>{entry.question}</h3>
            <p>{entry.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
