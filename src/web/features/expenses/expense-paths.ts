/** The expenses screens' URLs (one place, so links and redirects agree). */
export const expensesHref = (b: string, page = 1) =>
  `/b/${encodeURIComponent(b)}/expenses${page > 1 ? `?page=${page}` : ''}`;
export const expenseHref = (b: string, id: string) =>
  `/b/${encodeURIComponent(b)}/expenses/${encodeURIComponent(id)}`;
