import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { i18n } from '@/i18n/i18n';
import { renderPage, screenUnderTest } from '@/lib/testing/pageHarness';

const HomePage = screenUnderTest(() => import('./HomePage'));

/** Each product card's picture: the element drawn in CSS at the head of the card. */
function productPictures() {
  const section = screen.getByRole('region', {
    name: /Accounts for every part of your life|حسابات لكل جوانب حياتك/,
  });
  return within(section)
    .getAllByRole('article')
    .map((card) => card.querySelector('[aria-hidden="true"]'));
}

describe('The public home page: product sections', () => {
  it('heads each product with its own picture, for the eye only: hidden, empty, never focusable', async () => {
    const { container } = renderPage(HomePage(), '/');
    expect(await screen.findByRole('heading', { level: 3, name: 'Personal' })).toBeInTheDocument();
    const pictures = productPictures();
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      expect(picture).toBeEmptyDOMElement();
      expect(picture).not.toHaveAttribute('tabindex');
    }
    // Personal, business, private: each card names its own drawing.
    expect(pictures.map((p) => p!.getAttribute('data-art'))).toEqual([
      'personal',
      'business',
      'private',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Arabic: the same pictures and no axe violation', async () => {
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderPage(HomePage(), '/');
      expect(await screen.findByRole('heading', { level: 3, name: 'الأفراد' })).toBeInTheDocument();
      expect(productPictures().every((p) => p?.textContent === '')).toBe(true);
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
