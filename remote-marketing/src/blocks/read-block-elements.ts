import type { ChatMessage } from '../sections/chat-mock-up';
import type { Benefit } from '../sections/benefit-list';
import type { Feature } from '../sections/feature-grid';
import type { Stat } from '../sections/stat-cards';
import type { Step } from '../sections/step-list';
import type { UseCase } from '../sections/use-case-grid';
import {
  lines,
  optionalColor,
  optionalIcon,
  optionalImage,
  optionalText,
  requiredColor,
  requiredIcon,
  requiredText,
  type BlockFields,
} from './read-block-fields';

// The elements (cms/src/components/elements) the blocks repeat, as the section components take them.

export const readStat = (stat: BlockFields, where: string): Stat => ({
  value: requiredText(stat, 'value'),
  label: requiredText(stat, 'label'),
  description: optionalText(stat, 'description'),
  icon: optionalIcon(stat, 'icon', where),
});

export const readFeature = (feature: BlockFields, where: string): Feature => ({
  icon: requiredIcon(feature, 'icon', where),
  title: requiredText(feature, 'title'),
  description: requiredText(feature, 'description'),
  color: optionalColor(feature),
});

export const readBenefit = (benefit: BlockFields, where: string): Benefit => ({
  title: requiredText(benefit, 'title'),
  description: optionalText(benefit, 'description'),
  value: optionalText(benefit, 'value'),
  icon: optionalIcon(benefit, 'icon', where),
});

export const readUseCase = (useCase: BlockFields, where: string): UseCase => ({
  title: requiredText(useCase, 'title'),
  bullets: lines(useCase, 'bullets'),
  description: optionalText(useCase, 'description'),
  icon: optionalIcon(useCase, 'icon', where),
  image: optionalImage(useCase, 'image'),
});

export const readStep = (step: BlockFields, where: string): Step => ({
  title: requiredText(step, 'title'),
  description: requiredText(step, 'description'),
  color: optionalColor(step),
  icon: optionalIcon(step, 'icon', where),
});

export const readChatMessage = (message: BlockFields): ChatMessage => ({
  type: message.type === 'user' ? 'user' : 'bot',
  text: requiredText(message, 'text'),
  status: optionalText(message, 'status'),
});

/** An element whose icon and colour are both required (a statement, a satisfaction face). */
export const readIconAndColor = (element: BlockFields, where: string) => ({
  icon: requiredIcon(element, 'icon', where),
  color: requiredColor(element),
});
