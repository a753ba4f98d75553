/**
 * Every area's service, as the call context and the job handlers carry them. Core may not import
 * an area (ARCHITECTURE.md, "Areas"), not even for a type, so this interface starts empty and
 * each area adds its own service to it by declaration merging in its index.ts
 * (`declare module '../../core/services.js' { interface Services { … } }`). The composition
 * root, src/server/services.ts, builds the object, and TypeScript checks there that it has every
 * member the areas declared.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declaration merging
export interface Services {}
