import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { freshStyles } from './freshStyles';

/** The rules in the head that style elements of the class `name`. */
const rulesOf = (name: string) =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(`.${name}`));

it('empties the head, and a component rendered after it has its styles again', async () => {
  const first = render(<Button>Save</Button>);
  const name = [...screen.getByRole('button').classList].find((c) => /^css-/.test(c));
  expect(name).toBeDefined();
  expect(rulesOf(name!).length).toBeGreaterThan(0);
  first.unmount();

  await freshStyles();
  expect(document.head.querySelectorAll('style[data-emotion]')).toHaveLength(0);
  expect(rulesOf(name!)).toHaveLength(0);

  render(<Button>Save</Button>);
  expect(screen.getByRole('button')).toHaveClass(name!);
  expect(rulesOf(name!).length).toBeGreaterThan(0);
});
