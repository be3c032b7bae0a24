/**
 * Resolves in a task of its own: what follows runs after the browser has had the chance to handle
 * input and paint, so one press does not become one long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
