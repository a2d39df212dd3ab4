export { FALLBACK_STACKS, FONT_CATALOGUE, FONT_CATEGORIES, type CatalogueFont, type CatalogueFontCategory } from './catalogue.ts';
export {
  exportFontStack,
  findFont,
  FONT_SUBSETS,
  fontFaceCss,
  fontFiles,
  fontOfStack,
  fontsOfDesign,
  fontsourceCdnUrls,
  fontsourceFamily,
  fontsourceImports,
  fontStack,
  fontStylesheetPath,
  type FontFile,
  type FontSubset,
} from './fonts.ts';
