import { aiQuestionEndpointSpecs } from './content-ai-questions';
import { courseEndpointSpecs } from './content-courses';
import { materialEndpointSpecs } from './content-materials';
import { questionEndpointSpecs } from './content-questions';
import { endpointGroup } from './endpoint';

/**
 * Content core: courses, chapters, lessons, questions, knowledge points, learning materials (one file
 * per part: content-courses.ts, content-questions.ts, content-materials.ts), in table order.
 */
export const contentEndpoints = endpointGroup('content', {
  ...courseEndpointSpecs,
  ...questionEndpointSpecs,
  ...aiQuestionEndpointSpecs,
  ...materialEndpointSpecs,
});
