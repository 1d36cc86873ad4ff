import { render, screen } from '@testing-library/react';
import ArticleInlines from './ArticleInlines';

describe('article inlines: screen labels', () => {
  it('shows a label as bold text among the sentence', () => {
    const { container } = render(
      <p>
        <ArticleInlines
          inlines={[
            { kind: 'text', text: 'Klicken Sie auf ' },
            { kind: 'ui', text: 'Aushang drucken', parts: ['Aushang drucken'] },
            { kind: 'text', text: '.' },
          ]}
        />
      </p>,
    );
    expect(screen.getByText('Aushang drucken').tagName).toBe('STRONG');
    expect(container.textContent).toBe('Klicken Sie auf Aushang drucken.');
  });

  it('shows a path step by step with an arrow, read as „dann“ by screen readers', () => {
    const { container } = render(
      <p>
        <ArticleInlines
          inlines={[{ kind: 'ui', text: 'Konto-Menü → Mein Konto', parts: ['Konto-Menü', 'Mein Konto'] }]}
        />
      </p>,
    );
    expect(screen.getByText('Konto-Menü').tagName).toBe('STRONG');
    expect(screen.getByText('Mein Konto').tagName).toBe('STRONG');
    const arrow = screen.getByText('→');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('Konto-Menü → , dann Mein Konto');
  });
});
