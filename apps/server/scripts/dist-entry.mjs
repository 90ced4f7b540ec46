// Entry of the compiled server: the import hook first (ES modules run in import order), then the server.
import './ts-import-hook.mjs';
import '../src/main.ts';
