/** Spec section 9: the template application is also kept under ui-kit-template-application. */
const TEMPLATE_APPLICATION_KEY = 'ui-kit-template-application';

export function rememberTemplateApplication(projectId: string, templateId: string): void {
  try {
    localStorage.setItem(TEMPLATE_APPLICATION_KEY, JSON.stringify({ projectId, templateId, appliedAt: new Date().toISOString(), customizations: {} }));
  } catch {
    // storage unavailable: the application is in the design itself
  }
}

export function forgetTemplateApplication(): void {
  try {
    localStorage.removeItem(TEMPLATE_APPLICATION_KEY);
  } catch {
    // nothing to forget
  }
}
