/** The AI module's public face (README.md). */
export { aiRoutes } from './routes';
export { generationRoutes } from './generation/routes';
export type { ChatMessage, ChatRequest, ClientConfig, ProviderCall } from './client';
export { completeChat, failureOf, streamChat } from './client';
export type { AiLimitConfig, AiRequestKind } from './limits';
export { takeAiRequest } from './limits';
export type { AiConfig, BrandProvider } from './provider';
export { providerFor } from './provider';
