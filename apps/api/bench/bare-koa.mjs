// The startup bench's baseline: a bare Koa server on PORT, started like the built API
// (`node <file>`), answering 200 to every request.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { success: true, data: { status: 'ok' } };
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
