/**
 * Request and response types of the /v1 API, inferred from the route
 * contracts' zod schemas (type-only imports: erased at build, so no schema
 * reaches the browser). Requests use `z.input` (what may be sent: defaults
 * optional), responses `z.infer` (what the server answers).
 */
import type { z } from 'zod';
import type { ComponentDefinition, Template } from '@kitsmith/core';
import type {
  generateBodySchema,
  generateCapabilitiesResponseSchema,
  generateResponseSchema,
  importBodySchema,
  importResponseSchema,
  changelogResponseSchema,
  createVersionBodySchema,
  diffVersionsQuerySchema,
  listVersionsQuerySchema,
  restoreVersionResponseSchema,
  versionDetailResponseSchema,
  versionDiffResponseSchema,
  versionListResponseSchema,
  versionSummarySchema,
  acceptInvitationResponseSchema,
  acceptedResponseSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  changePasswordBodySchema,
  changePlanBodySchema,
  checkoutResponseSchema,
  checkoutReturnQuerySchema,
  checkoutReturnResponseSchema,
  componentListQuerySchema,
  componentListResponseSchema,
  createExportBodySchema,
  createProjectBodySchema,
  createTokenBodySchema,
  createdExportResponseSchema,
  createdTokenResponseSchema,
  declinedInvitationResponseSchema,
  deleteAccountBodySchema,
  deletedProjectResponseSchema,
  duplicateProjectBodySchema,
  emailChangeResentResponseSchema,
  emailChangeResponseSchema,
  emailChangeTokenBodySchema,
  eventBatchSchema,
  exportDetailResponseSchema,
  exportListQuerySchema,
  exportListResponseSchema,
  forgotPasswordBodySchema,
  invitationPreviewResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  listProjectsQuerySchema,
  loginBodySchema,
  markReadResponseSchema,
  memberRoleSchema,
  messageResponseSchema,
  notificationsResponseSchema,
  passwordChangedResponseSchema,
  paymentMethodsResponseSchema,
  personalTokenSummarySchema,
  plansResponseSchema,
  portalResponseSchema,
  preferencesPatchSchema,
  preferencesResponseSchema,
  projectDetailResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  projectSummarySchema,
  publicProjectResponseSchema,
  registerBodySchema,
  removedMemberResponseSchema,
  resetPasswordBodySchema,
  revertedEmailChangeResponseSchema,
  revokedInvitationResponseSchema,
  sessionResponseSchema,
  shareBodySchema,
  shareResponseSchema,
  statsResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  tokenListResponseSchema,
  updateProfileBodySchema,
  updateProjectBodySchema,
  usageResponseSchema,
  userResponseSchema,
  verifiedResponseSchema,
  verifyEmailBodySchema,
} from '@kitsmith/contract';

// auth
export type RegisterBody = z.input<typeof registerBodySchema>;
export type LoginBody = z.input<typeof loginBodySchema>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;
export type Session = z.infer<typeof sessionResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type VerifiedResponse = z.infer<typeof verifiedResponseSchema>;
export type EmailChangeTokenBody = z.input<typeof emailChangeTokenBodySchema>;
export type RevertedEmailChange = z.infer<typeof revertedEmailChangeResponseSchema>;
export type CreateTokenBody = z.input<typeof createTokenBodySchema>;
export type CreatedToken = z.infer<typeof createdTokenResponseSchema>;
export type TokenList = z.infer<typeof tokenListResponseSchema>;
export type PersonalToken = z.infer<typeof personalTokenSummarySchema>;

// users
export type User = z.infer<typeof userResponseSchema>;
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
export type EmailChange = z.infer<typeof emailChangeResponseSchema>;
export type PendingEmailChange = NonNullable<EmailChange['pending']>;
export type EmailChangeResent = z.infer<typeof emailChangeResentResponseSchema>;
export type PreferencesPatch = z.input<typeof preferencesPatchSchema>;
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export type PasswordChanged = z.infer<typeof passwordChangedResponseSchema>;
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
export type UserStats = z.infer<typeof statsResponseSchema>;

// projects and sharing
export type Project = z.infer<typeof projectResponseSchema>;
/** A project as `projects.list` answers it: no design, the theme's colours as `swatches`. */
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
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

// versions
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export type VersionList = z.infer<typeof versionListResponseSchema>;
export type VersionDetail = z.infer<typeof versionDetailResponseSchema>;
export type VersionDiff = z.infer<typeof versionDiffResponseSchema>;
export type RestoredVersion = z.infer<typeof restoreVersionResponseSchema>;
export type Changelog = z.infer<typeof changelogResponseSchema>;
export type ListVersionsQuery = z.input<typeof listVersionsQuerySchema>;
export type CreateVersionBody = z.input<typeof createVersionBodySchema>;
export type VersionDiffQuery = z.input<typeof diffVersionsQuerySchema>;

// generate
export type GenerateBody = z.input<typeof generateBodySchema>;
export type GenerateCapabilities = z.infer<typeof generateCapabilitiesResponseSchema>;
export type GenerateResult = z.infer<typeof generateResponseSchema>;

// import
export type ImportBody = z.input<typeof importBodySchema>;
export type ImportPreview = z.infer<typeof importResponseSchema>;

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
export type EventBatch = z.input<typeof eventBatchSchema>;
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
export type CheckoutReturnQuery = z.input<typeof checkoutReturnQuerySchema>;
export type CheckoutReturn = z.infer<typeof checkoutReturnResponseSchema>;
