/**
 * Request and response types of the /v1 API, inferred from the API's own zod
 * schemas (type-only imports: erased at build, so no server code reaches the
 * browser). Requests use `z.input` (what may be sent: defaults optional),
 * responses `z.infer` (what the server answers).
 */
import type { z } from 'zod';
import type { ComponentDefinition, Template } from '@kitsmith/core';
import type {
  acceptedResponseSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  eventBatchSchema,
} from '@kitsmith/api/analytics/schema';
import type {
  changePlanBodySchema,
  checkoutResponseSchema,
  checkoutReturnResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  paymentMethodsResponseSchema,
  plansResponseSchema,
  portalResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
  usageResponseSchema,
} from '@kitsmith/api/billing/schema';
import type {
  createdTokenResponse,
  createTokenBody,
  emailChangeTokenBody,
  forgotPasswordBody,
  loginBody,
  messageResponse,
  personalTokenSummary,
  registerBody,
  resetPasswordBody,
  revertedEmailChangeResponse,
  sessionResponse,
  tokenListResponse,
  verifiedResponse,
  verifyEmailBody,
} from '@kitsmith/api/auth/schema';
import type {
  componentListResponseSchema,
  templateListResponseSchema,
} from '@kitsmith/api/catalogue/presenter';
import type { componentListQuerySchema, templateListQuerySchema } from '@kitsmith/api/catalogue/schema';
import type {
  createdExportResponseSchema,
  createExportBodySchema,
  exportDetailResponseSchema,
  exportListQuerySchema,
  exportListResponseSchema,
} from '@kitsmith/api/exports/schema';
import type {
  createProjectBodySchema,
  deletedProjectResponseSchema,
  duplicateProjectBodySchema,
  listProjectsQuerySchema,
  projectDetailResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  updateProjectBodySchema,
} from '@kitsmith/api/projects/schema';
import type {
  acceptInvitationResponseSchema,
  declinedInvitationResponseSchema,
  invitationPreviewResponseSchema,
  memberRoleSchema,
  publicProjectResponseSchema,
  removedMemberResponseSchema,
  revokedInvitationResponseSchema,
  shareBodySchema,
  shareResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
} from '@kitsmith/api/sharing/schema';
import type { markReadResponseSchema, notificationsResponseSchema } from '@kitsmith/api/notifications/schema';
import type {
  changePasswordBody,
  deleteAccountBody,
  emailChangeResentResponse,
  emailChangeResponse,
  passwordChangedResponse,
  preferencesPatchSchema,
  preferencesResponse,
  statsResponse,
  updateProfileBody,
  userResponse,
} from '@kitsmith/api/users/schema';

// auth
export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
export type Session = z.infer<typeof sessionResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;
export type VerifiedResponse = z.infer<typeof verifiedResponse>;
export type EmailChangeTokenBody = z.input<typeof emailChangeTokenBody>;
export type RevertedEmailChange = z.infer<typeof revertedEmailChangeResponse>;
export type CreateTokenBody = z.input<typeof createTokenBody>;
export type CreatedToken = z.infer<typeof createdTokenResponse>;
export type TokenList = z.infer<typeof tokenListResponse>;
export type PersonalToken = z.infer<typeof personalTokenSummary>;

// users
export type User = z.infer<typeof userResponse>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type EmailChange = z.infer<typeof emailChangeResponse>;
export type PendingEmailChange = NonNullable<EmailChange['pending']>;
export type EmailChangeResent = z.infer<typeof emailChangeResentResponse>;
export type PreferencesPatch = z.input<typeof preferencesPatchSchema>;
export type PreferencesResponse = z.infer<typeof preferencesResponse>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type PasswordChanged = z.infer<typeof passwordChangedResponse>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
export type UserStats = z.infer<typeof statsResponse>;

// projects and sharing
export type Project = z.infer<typeof projectResponseSchema>;
/** One project as `projects.get` answers it: with what the caller may export from it. */
export type ProjectDetail = z.infer<typeof projectDetailResponseSchema>;
export type ExportAllowance = ProjectDetail['export_allowance'];
export type ProjectList = z.infer<typeof projectListResponseSchema>;
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;
export type DuplicateProjectBody = z.input<typeof duplicateProjectBodySchema>;
export type DeletedProject = z.infer<typeof deletedProjectResponseSchema>;
export type ShareBody = z.input<typeof shareBodySchema>;
export type ShareResponse = z.infer<typeof shareResponseSchema>;
export type Team = z.infer<typeof teamResponseSchema>;
export type TeamMember = z.infer<typeof teamMemberResponseSchema>;
export type MemberRole = z.infer<typeof memberRoleSchema>;
export type RemovedMember = z.infer<typeof removedMemberResponseSchema>;
export type AcceptedInvitation = z.infer<typeof acceptInvitationResponseSchema>;
export type PublicProject = z.infer<typeof publicProjectResponseSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewResponseSchema>;
export type RevokedInvitation = z.infer<typeof revokedInvitationResponseSchema>;
export type DeclinedInvitation = z.infer<typeof declinedInvitationResponseSchema>;

// notifications
export type Notifications = z.infer<typeof notificationsResponseSchema>;
export type Notification = Notifications['notifications'][number];
export type MarkedRead = z.infer<typeof markReadResponseSchema>;

// catalogue (single items are core's own zod-defined types)
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;
export type TemplateList = z.infer<typeof templateListResponseSchema>;
export type ComponentListQuery = z.input<typeof componentListQuerySchema>;
export type ComponentList = z.infer<typeof componentListResponseSchema>;
export type { ComponentDefinition, Template };

// exports
export type CreateExportBody = z.input<typeof createExportBodySchema>;
export type CreatedExport = z.infer<typeof createdExportResponseSchema>;
export type ExportListQuery = z.input<typeof exportListQuerySchema>;
export type ExportList = z.infer<typeof exportListResponseSchema>;
export type ExportDetail = z.infer<typeof exportDetailResponseSchema>;

// analytics
export type EventBatch = z.input<ReturnType<typeof eventBatchSchema>>;
export type AnalyticsEvent = EventBatch['events'][number];
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
export type AcceptedEvents = z.infer<typeof acceptedResponseSchema>;
export type AnalyticsSummary = z.infer<typeof analyticsResponseSchema>;

// billing
export type BillingPlans = z.infer<typeof plansResponseSchema>;
export type BillingPlan = BillingPlans['plans'][number];
export type BillingState = z.infer<typeof subscriptionResponseSchema>;
export type BillingSubscription = NonNullable<BillingState['subscription']>;
export type BillingUsage = z.infer<typeof usageResponseSchema>;
export type SubscribeBody = z.input<typeof subscribeBodySchema>;
export type PurchasablePlan = SubscribeBody['plan'];
export type BillingCheckout = z.infer<typeof checkoutResponseSchema>;
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;
export type InvoicesQuery = z.input<typeof invoicesQuerySchema>;
export type InvoiceList = z.infer<typeof invoicesResponseSchema>;
export type Invoice = InvoiceList['invoices'][number];
export type PaymentMethods = z.infer<typeof paymentMethodsResponseSchema>;
export type BillingPortal = z.infer<typeof portalResponseSchema>;
export type CheckoutReturn = z.infer<typeof checkoutReturnResponseSchema>;
