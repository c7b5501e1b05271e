/**
 * Writes src/routeTree.gen.ts from src/routes, as the Vite plugin does when it starts, so that a fresh
 * clone typechecks before anything has been built. Settings come from tsr.config.json, shared with
 * the plugin. Run by `npm run generate` (node web/generate-route-tree.ts).
 */
import { Generator, getConfig } from '@tanstack/router-generator';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = dirname(fileURLToPath(import.meta.url));
const generator = new Generator({ config: getConfig({}, webRoot), root: webRoot });
await generator.run();
