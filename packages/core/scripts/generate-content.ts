import { writeFileSync } from 'node:fs';
import { contentModulePath, readContentFiles } from './read-content-files.ts';
import { renderContentModule } from './render-content-module.ts';

writeFileSync(contentModulePath, renderContentModule(readContentFiles()));
console.log(`Wrote ${contentModulePath}`);
