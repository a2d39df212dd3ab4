/// <reference types="vite/client" />
declare module 'virtual:kitsmith-tokens.css';
