// Stands in for the `source-map` package in the bundle (see build.ts). Handlebars builds its
// template functions with source-map's SourceNode when it can load it, and with a plain string
// builder of its own when it cannot; without source maps (core asks for none) both give the same code.
export {};
