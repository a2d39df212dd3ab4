import { writeFileSync } from 'node:fs';
import { contentModulePath, readContentFiles, templatesModulePath } from './read-content-files.ts';
import { renderContentModule, renderTemplatesModule } from './render-content-module.ts';

const files = readContentFiles();
writeFileSync(contentModulePath, renderContentModule(files));
console.log(`Wrote ${contentModulePath}`);
writeFileSync(templatesModulePath, renderTemplatesModule(files));
console.log(`Wrote ${templatesModulePath}`);
