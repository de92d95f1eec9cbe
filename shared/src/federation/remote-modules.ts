import type { ComponentType } from 'react';
import type { PageData } from '../cms/cms-queries';

/**
 * The contract between the shell and the remotes: which module each remote
 * exposes for which page. Remotes expose one module per route so a visitor
 * downloads only the page it opens.
 */
export const remoteModules = {
  marketing: {
    podcast: './podcast-page',
    home: './home-page',
    customerExperience: './customer-experience-page',
    productivity: './productivity-page',
    aboutUs: './about-us-page',
    digitalSignage: './digital-signage-page',
    contentManagement: './content-management-page',
    liftAndLearn: './lift-and-learn-page',
    audienceMeasurement: './audience-measurement-page',
    cloud: './cloud-page',
    aiAssistant: './ai-assistant-page',
    internalCommunications: './internal-communications-page',
  },
  content: {
    blog: './blog-page',
    article: './article-page',
    successCases: './success-cases-page',
    successCase: './success-case-page',
    resources: './resources-page',
  },
  catalogue: {
    catalogue: './catalogue-page',
  },
  tools: {
    contact: './contact-page',
    contactSuccess: './contact-success-page',
    signatures: './signatures-page',
  },
} as const;

export type RemoteName = keyof typeof remoteModules;

/** What every exposed page module provides. */
export interface RemotePageModule {
  default: ComponentType;
  /** The content-service reads of the page's first view, for the server to run before rendering it. */
  pageData?: PageData;
}
