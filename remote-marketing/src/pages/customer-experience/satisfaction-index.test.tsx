import { act, render, screen } from '@testing-library/react';
import { setUpMotionTests } from '../../../../jest/motion-test-helpers';
import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlined from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentVerySatisfiedOutlined from '@mui/icons-material/SentimentVerySatisfiedOutlined';
import { SatisfactionIndex, type SatisfactionFace } from './satisfaction-index';
import { SATISFACTION_BOUNCE_MS, SATISFACTION_INTERVAL_MS } from './satisfaction-index-timing';

const faces: SatisfactionFace[] = [
  { label: 'Muy satisfecho', share: '98%', icon: SentimentVerySatisfiedOutlined, color: '#1f9d55' },
  { label: 'Neutral', share: '1.5%', icon: SentimentNeutralOutlined, color: '#f29f05' },
  { label: 'Insatisfecho', share: '0.5%', icon: SentimentDissatisfiedOutlined, color: '#d64545' },
];

function renderIndex() {
  return render(
    <SatisfactionIndex
      title="Índice de satisfacción"
      caption="Encuesta a la salida de la tienda"
      faces={faces}
      intervalMs={SATISFACTION_INTERVAL_MS}
      bounceMs={SATISFACTION_BOUNCE_MS}
    />,
  );
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
    expect(SATISFACTION_INTERVAL_MS).toBe(3000);
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
