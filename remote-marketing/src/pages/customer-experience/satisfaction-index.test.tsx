import { act, render, screen } from '@testing-library/react';
import { setUpMotionTests } from '@site/shared/motion/motion-test-helpers';
import { satisfactionIndex } from './customer-experience-content';
import { SatisfactionIndex } from './satisfaction-index';

function renderIndex() {
  return render(<SatisfactionIndex {...satisfactionIndex} intervalMs={3000} bounceMs={500} />);
}

function highlighted(): string[] {
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-highlighted'))
    .map((item) => item.textContent ?? '');
}

describe('SatisfactionIndex', () => {
  const { motion } = setUpMotionTests();

  it('shows the three faces with their shares', () => {
    renderIndex();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['98%Muy satisfecho', '1.5%Neutral', '0.5%Insatisfecho']);
  });

  it('moves the highlight to the next face every 3000 ms, wrapping around', () => {
    renderIndex();
    const seen = [highlighted()];
    for (let step = 0; step < 3; step += 1) {
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      seen.push(highlighted());
    }
    expect(seen).toEqual([['98%Muy satisfecho'], ['1.5%Neutral'], ['0.5%Insatisfecho'], ['98%Muy satisfecho']]);
  });

  it('stays still for visitors who prefer reduced motion', () => {
    motion.set(true);
    renderIndex();
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(highlighted()).toEqual(['98%Muy satisfecho']);
  });
});
