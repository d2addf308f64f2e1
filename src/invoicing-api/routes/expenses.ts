import type { FastifyInstance } from 'fastify';
import { fileExtension } from '../../contract/expense';
import { contentDisposition } from '../http/content-disposition';
import type { AppContext } from '../context';
import { toExpense } from '../domain/expense-record';
import type { expenseCommands } from '../commands/expense-commands';
import { expenseFieldsOf, readUpload, requireFile } from './expense-upload';
import { pageMeta, parsePage } from './pagination';

type IdParams = { Params: { expense: string } };

/** /expenses: multipart create and replace, file replace, list, read, delete and the file download. */
export function expenseRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  commands: ReturnType<typeof expenseCommands>,
) {
  const upload = (request: Parameters<typeof readUpload>[0]) =>
    readUpload(request, ctx.files, ctx.config.maxUploadMb);

  app.get('/expenses', async (request) => {
    const page = parsePage(request.query);
    const { rows, total } = ctx.expenses.page(request.businessId, page);
    return {
      data: rows.map(toExpense),
      meta: pageMeta(page, rows.length, total, `${ctx.origin()}/api/expenses`),
    };
  });

  app.post('/expenses', async (request, reply) => {
    const body = await upload(request);
    const fields = await expenseFieldsOf(body, true);
    const record = await commands.create(request.businessId, fields, body.file!);
    return reply.code(201).send({ data: toExpense(record) });
  });

  app.get<IdParams>('/expenses/:expense', async (request) => ({
    data: toExpense(commands.find(request.businessId, request.params.expense)),
  }));

  app.put<IdParams>('/expenses/:expense', async (request) => {
    commands.find(request.businessId, request.params.expense); // 404 before reading any upload
    const body = await upload(request);
    const fields = await expenseFieldsOf(body, false);
    return {
      data: toExpense(await commands.update(request.businessId, request.params.expense, fields, body.file)),
    };
  });

  app.post<IdParams>('/expenses/:expense/file', async (request) => {
    commands.find(request.businessId, request.params.expense); // 404 before reading any upload
    const file = await requireFile(await upload(request));
    return { data: toExpense(await commands.replaceFile(request.businessId, request.params.expense, file)) };
  });

  app.delete<IdParams>('/expenses/:expense', async (request, reply) => {
    await commands.delete(request.businessId, request.params.expense);
    return reply.code(200).send(); // as DELETE /invoices: 200 with an empty body
  });

  // Streamed without Content-Length, so Node sends it with Transfer-Encoding: chunked (spec, details 4).
  app.get<IdParams>('/expenses/:expense/download', async (request, reply) => {
    const record = commands.find(request.businessId, request.params.expense);
    return reply
      .type(fileExtension(record.file_name) === 'pdf' ? 'application/pdf' : 'application/octet-stream')
      .header('Content-Disposition', contentDisposition('attachment', record.file_name))
      .send(ctx.files.readFile(record.file_key));
  });
}
