/**
 * Every call of the catalogue with the schema of its answer, keyed by `METHOD path` as the call is named
 * (the path relative to its service's base, calls.md section 7): the one place both sides read. The
 * API client takes each call's answer schema from here; the API checks its answers against it outside
 * production (decision 0017), so the two cannot drift apart unnoticed.
 */
import * as v from 'valibot';
import {
  CodeBody,
  ConsentBody,
  CookiePolicyBody,
  ExistsQuery,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  ValidateQuery,
} from '../calls/account.ts';
import {
  AddSocialUserBody,
  AppliedJobsQuery,
  ApplyAdditionalInfoBody,
  ApplyMultipleBody,
  AssessmentAnswerBody,
  AssessmentIdBody,
  AssessmentIdQuery,
  BlockedCompaniesBody,
  Blog,
  BlogsQuery,
  CategoryQuery,
  ChangeEmailBody,
  ChangePasswordBody,
  ChatBlockBody,
  ChatConversationsQuery,
  ChatMessagesQuery,
  ChatReadBody,
  ChatSendBody,
  CheckAppliedParams,
  CityJobs,
  CompanyByIdQuery,
  CompanyData,
  CompanyIdQuery,
  CompanyIdSlug,
  CompanyListAnswer,
  CompanyListQuery,
  CompanySearchQuery,
  CompanySlugQuery,
  CompetitionQuery,
  CompetitionQuizAnswerBody,
  CompetitionQuizBody,
  CompetitionResultQuery,
  CourseCategoryParams,
  CourseDetailParams,
  CourseDetailQuery,
  CourseIdParams,
  CoursePreviewQuery,
  CourseSearchQuery,
  CoursesListQuery,
  CourseUserParams,
  CsvName,
  DeactivateBody,
  EarlyApplicantSkillsQuery,
  EmailPreferencesBody,
  EmailUnsubscribeBody,
  EmailUnsubscribeQuery,
  ExtractParamAnswer,
  ExtractParamBody,
  FeatureFlagsQuery,
  FemaleJobsQuery,
  FollowUpParams,
  Industry,
  InterviewNotifyBody,
  InterviewSlotBody,
  InterviewSlotDetailsQuery,
  InterviewSlotQuery,
  InterviewSlotsQuery,
  InterviewSlotTimingsQuery,
  JobCodeQuery,
  JobFeedAnswer,
  JobFeedQuery,
  JobReadyParams,
  JobSearchAnswer,
  JobSearchQuery,
  KeywordQuery,
  MediaFilesQuery,
  MediaRemoveBody,
  NotificationsQuery,
  NotificationsReadBody,
  OtpVerifyBody,
  PageQuery,
  PendingTestsListQuery,
  PerksAndBenefits,
  PersonalFeedAnswer,
  ProcessRecommendationBody,
  RecommendationAskBody,
  RecommendationCommentBody,
  RecommendationListQuery,
  RecommendationTokenQuery,
  RecruiterData,
  RecruiterJobsParams,
  RecruiterQuery,
  ReportQuery,
  ResendRecommendationBody,
  ResumeDraft,
  SavedSearchBody,
  SavedSearchParams,
  SavedSearchUpdateBody,
  SeoQuery,
  SettingsBody,
  SimilarJobsAfterApplyQuery,
  SitemapCategory,
  SlugQuery,
  SocialCallbackBody,
  SocialProviderParams,
  SocialUserIdQuery,
  SurveyAnswerBody,
  SurveyQuery,
  TagIdsQuery,
  TopJobsQuery,
  UndoQuery,
  UnfollowJobParams,
  UnfollowRecruiterParams,
  UnpublishedJobsQuery,
  UnsubscribeBody,
  UseResumeBody,
  ValidateAssessmentQuery,
  VerifyContactBody,
  VerifyContactParams,
  VerifyEmailChangeBody,
} from '../calls/index.ts';
import {
  CoverLetterBody,
  MavenBody,
  ProfileFieldsQuery,
  ProfileTagsBody,
  ProfileUpdateBody,
  SuggestSkillsQuery,
  TwoFactorVerifyBody,
  UpdateStampBody,
} from '../calls/profile.ts';
import { JobMatch } from '../match.ts';
import {
  AddSocialUserAnswer,
  Competition,
  EarlyApplicantPreferenceBody,
  FeatureFlags,
  FunctionalArea,
  JobDetail,
  JobInsights,
  LoginResponse,
  PromoBanner,
  PublicCategory,
  Recommendation,
  RecommendationActionAnswer,
  RecommendationAskAnswer,
  RecommendationCommentAnswer,
  RecommendationProfile,
  RecommendationRecruiterId,
  RecommendationRequest,
  RecommendationSocialUserId,
  SeoMetadata,
  SocialUser,
  SubscribeBody,
  SubscriptionDetails,
  SubscriptionHashBody,
  Tag,
  TagInfo,
} from '../schemas/index.ts';
import {
  SavedSearchAnswer,
  SavedSearchDeletedAnswer,
  SavedSearchesAnswer,
  UnsubscribeAnswer,
} from './alerts.ts';
import { AttemptAnswer, AttemptChangeAnswer, SavedAnswerAnswer } from './assessments.ts';
import {
  ConsentAnswer,
  CookiePolicyAnswer,
  EmailExistsAnswer,
  GetAuthAnswer,
  RefreshAnswer,
  RegisterAnswer,
  ResendPolicyEmailAnswer,
  TwoFaVerifyAnswer,
  ValidateAnswer,
} from './auth.ts';
import {
  ChatBlockAnswer,
  ChatUnreadAnswer,
  ConversationsAnswer,
  MessagesAnswer,
  SentMessageAnswer,
} from './chat.ts';
import { Ack, CountAnswer, FileAnswer, PathCallAnswer, Unspecified } from './common.ts';
import {
  CompetitionProgressAnswer,
  CompetitionQuizAnswer,
  CompetitionRegisterAnswer,
  CompetitionResultAnswer,
  CompetitionSubmissionAnswer,
} from './competition.ts';
import {
  CheckAppliedAnswer,
  CourseBannersAnswer,
  CourseCategoriesAnswer,
  CourseDetailAnswer,
  CourseEnquiryAnswer,
  CourseEnquiryStatusAnswer,
  CourseList,
  InstitutesAnswer,
  OtpAnswer,
} from './courses.ts';
import { EmailListAnswer, EmailUnsubscribeAnswer } from './email-preferences.ts';
import {
  InterviewChangeAnswer,
  InterviewSlotAnswer,
  InterviewSlotsAnswer,
  InterviewSlotsCountAnswer,
  InterviewSlotTimingsAnswer,
} from './interviews.ts';
import {
  AppliedJobsAnswer,
  ApplyAdditionalInfoAnswer,
  ApplyAnswer,
  ApplyMultipleAnswer,
  Assessment,
  AssessmentCompleteAnswer,
  CategoryAnswer,
  EarlyApplicantFeedAnswer,
  EarlyApplicantSkillsAnswer,
  FemaleJobsAnswer,
  FollowUpAnswer,
  HideJobAnswer,
  JobViewsAnswer,
  KeywordInfo,
  MagicRankAnswer,
  MainTagGroup,
  PendingTestsAnswer,
  RecruiterFeedEntry,
  ReportJobAnswer,
  SavedJobsAnswer,
  SaveJobAnswer,
  TagIdsByName,
  UnfollowRecruiterAnswer,
  ValidateAssessmentAnswer,
} from './job.ts';
import { MediaFilesAnswer, MediaRemoveAnswer, MediaUploadAnswer } from './media.ts';
import { ResumeDraftAnswer, SaveResumeDraftAnswer, UseResumeAnswer } from './resume-builder.ts';
import { SERVICE_PATHS, type Service } from './services.ts';
import { SocialConnectionAnswer, SocialConnectionsAnswer, SocialStartAnswer } from './social.ts';
import {
  EarlyApplicantPreferenceAnswer,
  SaveEarlyApplicantPreferenceAnswer,
  SubscribeAnswer,
  SubscriptionHashAnswer,
} from './subscription.ts';
import { SurveyOfferAnswer, SurveySubmitAnswer } from './surveys.ts';
import {
  BlockedCompaniesAnswer,
  CoverLetterAnswer,
  EmailChangeCancelledAnswer,
  EmailChangeRequestedAnswer,
  EmailChangeResentAnswer,
  EmailChangeVerifiedAnswer,
  EmailSettingsAnswer,
  FollowupAnswer,
  MavenAnswer,
  NotificationsAnswer,
  ParseResumeAnswer,
  PictureUploadAnswer,
  ProCheckAnswer,
  ProfileAnswer,
  ProfileTagsAnswer,
  ProfileUpdateAnswer,
  ReadNotificationsAnswer,
  ResumeUploadAnswer,
  SaveBlockedCompaniesAnswer,
  SaveCoverLetterAnswer,
  SaveEmailSettingsAnswer,
  SaveSettingsAnswer,
  SettingsAnswer,
  SettingsMessageAnswer,
  SkillsAnswer,
  SuggestSkillsAnswer,
  TwoFaOffAnswer,
  VerificationEmailAnswer,
  VerifyContactAnswer,
} from './user.ts';

/**
 * What a call takes, as the API reads it: the schemas of its path parameters, its query and its body
 * (each an object schema of wire values, or a pipe that starts with one). The API parses a contract
 * route's input with them, and the client checks what it sends against them and, for a call without a
 * module of its own, builds the request from their fields (decision 0083).
 */
export interface CallInput {
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
}

/** What a call's contract says of its success beyond the answer's schema. */
export interface CallOptions {
  /** The HTTP status of a successful answer, when it is not 200 (a call that creates something: 201). */
  readonly status?: 201;
}

/**
 * A call's contract: the service it goes to, the schema of its answer, where given the schemas of its
 * input, and its success status when that is not 200.
 */
export interface CallAnswer<
  S extends Service = Service,
  A extends v.GenericSchema = v.GenericSchema,
  I extends CallInput = CallInput,
> {
  readonly service: S;
  readonly answer: A;
  readonly input: I;
  readonly status?: 201;
}

// biome-ignore lint/complexity/noBannedTypes: a call without input schemas has none of the three.
type NoInput = {};

function on<S extends Service, A extends v.GenericSchema>(service: S, answer: A): CallAnswer<S, A, NoInput>;
function on<S extends Service, A extends v.GenericSchema, const I extends CallInput>(
  service: S,
  answer: A,
  input: I,
  options?: CallOptions,
): CallAnswer<S, A, I>;
function on(
  service: Service,
  answer: v.GenericSchema,
  input: CallInput = {},
  options: CallOptions = {},
): CallAnswer {
  return { service, answer, input, ...options };
}

export const ANSWERS = {
  'GET auth/refresh': on('auth', RefreshAnswer),
  'GET auth/validate': on('auth', ValidateAnswer, { query: ValidateQuery }),
  'GET exists': on('auth', EmailExistsAnswer, { query: ExistsQuery }),
  'POST consent': on('auth', ConsentAnswer, { body: ConsentBody }),
  'POST cookiepolicy': on('auth', CookiePolicyAnswer, { body: CookiePolicyBody }),
  'POST getauth': on('auth', GetAuthAnswer),
  'GET competition/download': on('user', FileAnswer),
  'GET coverletter': on('user', CoverLetterAnswer),
  'GET followup': on('user', FollowupAnswer),
  'GET settings/blocked-companies': on('user', BlockedCompaniesAnswer),
  'GET settings': on('user', SettingsAnswer),
  'GET skills': on('user', SkillsAnswer),
  'GET user/competition/info': on('user', Competition, { query: CompetitionQuery }),
  'GET user/competition/progress': on('user', CompetitionProgressAnswer, { query: CompetitionQuery }),
  'GET user/competition/result': on('user', CompetitionResultAnswer, { query: CompetitionResultQuery }),
  'GET user/competition/quiz': on('user', CompetitionQuizAnswer, { query: CompetitionQuery }),
  'POST user/competition/register': on('user', CompetitionRegisterAnswer),
  'POST user/competition/quiz/start': on('user', CompetitionQuizAnswer),
  'POST user/competition/quiz/answer': on('user', SavedAnswerAnswer, { body: CompetitionQuizAnswerBody }),
  'POST user/competition/quiz/submit': on('user', CompetitionQuizAnswer, { body: CompetitionQuizBody }),
  'POST user/competition/submission': on('user', CompetitionSubmissionAnswer, {}, { status: 201 }),
  'GET user/interview/slot-details': on('user', InterviewSlotAnswer, { query: InterviewSlotDetailsQuery }),
  'GET user/interview/slot-timings': on('user', InterviewSlotTimingsAnswer, {
    query: InterviewSlotTimingsQuery,
  }),
  'GET user/interview/slots-count': on('user', InterviewSlotsCountAnswer),
  'GET user/interview/slots': on('user', InterviewSlotsAnswer, { query: InterviewSlotsQuery }),
  'GET user/interview/slot': on('user', InterviewSlotAnswer, { query: InterviewSlotQuery }),
  'GET user/interview/slot/ics': on('user', FileAnswer),
  'GET user/assessment/attempt': on('user', AttemptAnswer, { query: AssessmentIdQuery }),
  'GET user/chat/conversations': on('user', ConversationsAnswer, { query: ChatConversationsQuery }),
  'GET user/chat/messages': on('user', MessagesAnswer, { query: ChatMessagesQuery }),
  'GET user/chat/unread-count': on('user', ChatUnreadAnswer),
  'GET user/chat/events': on('user', Unspecified),
  'GET user/notifications/count': on('user', CountAnswer),
  'GET user/notifications': on('user', NotificationsAnswer, { query: NotificationsQuery }),
  'GET user/parse-resume': on('user', ParseResumeAnswer),
  'GET user/pro-check': on('user', ProCheckAnswer),
  'GET user/profile/v2': on('user', ProfileAnswer, { query: ProfileFieldsQuery }),
  'GET user/recommendation/recommendationlist/': on('user', v.array(Recommendation), {
    query: RecommendationListQuery,
  }),
  'GET user/suggest/skills': on('user', SuggestSkillsAnswer, { query: SuggestSkillsQuery }),
  'GET user/survey': on('user', SurveyOfferAnswer, { query: SurveyQuery }),
  'PATCH diversity/maven': on('user', MavenAnswer, { body: MavenBody }),
  'POST cancel_email_change': on('user', EmailChangeCancelledAnswer),
  'POST change_email': on('user', EmailChangeRequestedAnswer, { body: ChangeEmailBody }),
  'POST change_password': on('user', SettingsMessageAnswer, { body: ChangePasswordBody }),
  'POST coverletter': on('user', SaveCoverLetterAnswer, { body: CoverLetterBody }),
  'POST deactivate': on('user', SettingsMessageAnswer, { body: DeactivateBody }),
  'POST profile/tags': on('user', ProfileTagsAnswer, { body: ProfileTagsBody }),
  'POST recommendation/processrecommendation': on('user', RecommendationActionAnswer, {
    body: ProcessRecommendationBody,
  }),
  'POST recommendation/resendmail': on('user', RecommendationActionAnswer, {
    body: ResendRecommendationBody,
  }),
  'POST resend_email_verification': on('user', EmailChangeResentAnswer),
  'POST resend_verification_email': on('user', VerificationEmailAnswer),
  'POST settings/blocked-companies': on('user', SaveBlockedCompaniesAnswer, { body: BlockedCompaniesBody }),
  'POST settings': on('user', SaveSettingsAnswer, { body: SettingsBody }),
  'POST skills': on('user', SkillsAnswer),
  'POST twoFactorAuth/disableTwoAuth': on('user', TwoFaOffAnswer),
  'POST twoFactorAuth/send-otp': on('user', SettingsMessageAnswer),
  'POST twoFactorAuth/twoFaEnableCode': on('user', SettingsMessageAnswer),
  'POST twoFactorAuth/verify-two-fa': on('user', TwoFaVerifyAnswer, { body: TwoFactorVerifyBody }),
  'POST updatestamp': on('user', Ack, { body: UpdateStampBody }),
  'POST user/forgot-password': on('user', Ack, { body: ForgotPasswordBody }),
  'POST user/interview/cancel-slot': on('user', InterviewChangeAnswer, { body: InterviewSlotBody }),
  'POST user/interview/confirm-slot': on('user', InterviewChangeAnswer, { body: InterviewSlotBody }),
  'POST user/interview/notify-recruiter': on('user', InterviewChangeAnswer, { body: InterviewNotifyBody }),
  'POST user/assessment/start': on('user', AttemptChangeAnswer, { body: AssessmentIdBody }),
  'POST user/assessment/answer': on('user', SavedAnswerAnswer, { body: AssessmentAnswerBody }),
  'POST user/assessment/submit': on('user', AttemptChangeAnswer, { body: AssessmentIdBody }),
  'POST user/chat/messages': on('user', SentMessageAnswer, { body: ChatSendBody }, { status: 201 }),
  'POST user/chat/read': on('user', ChatUnreadAnswer, { body: ChatReadBody }),
  'POST user/chat/block': on('user', ChatBlockAnswer, { body: ChatBlockBody }),
  'POST user/login': on('user', LoginResponse, { body: LoginBody }),
  'POST user/logout': on('user', Ack),
  'POST user/notifications/read': on('user', ReadNotificationsAnswer, { body: NotificationsReadBody }),
  'POST user/profile-picture': on('user', PictureUploadAnswer),
  'POST user/profile/skipwork': on('user', Ack),
  'POST user/profile/v2': on('user', ProfileUpdateAnswer, { body: ProfileUpdateBody }),
  'POST user/register': on('user', RegisterAnswer, { body: RegisterBody }),
  'POST user/resend-policy-email': on('user', ResendPolicyEmailAnswer),
  'POST user/reset-password': on('user', Ack, { body: ResetPasswordBody }),
  'POST user/resume': on('user', ResumeUploadAnswer),
  'GET user/resume-builder': on('user', ResumeDraftAnswer),
  'GET user/resume-builder/pdf': on('user', FileAnswer),
  'POST user/resume-builder': on('user', SaveResumeDraftAnswer, { body: ResumeDraft }),
  'POST user/resume-builder/use': on('user', UseResumeAnswer, { body: UseResumeBody }),
  'POST user/survey/answer': on('user', SurveySubmitAnswer, { body: SurveyAnswerBody }),
  'POST verify/{type}': on('user', VerifyContactAnswer, {
    params: VerifyContactParams,
    body: VerifyContactBody,
  }),
  'POST verify_email': on('user', EmailChangeVerifiedAnswer, { body: VerifyEmailChangeBody }),
  'POST {path}': on('user', PathCallAnswer),
  'PUT user/{userId}/followup/{jobId}': on('userV2', FollowUpAnswer, {
    params: FollowUpParams,
    query: UndoQuery,
  }),
  'GET recommendation/profile': on('extUser', RecommendationProfile, { query: RecommendationTokenQuery }),
  'GET recommendation/recruiterid': on('extUser', RecommendationRecruiterId, {
    query: RecommendationTokenQuery,
  }),
  'GET recommendation/socialuserid': on('extUser', RecommendationSocialUserId, { query: SocialUserIdQuery }),
  'GET recommendation': on('extUser', RecommendationRequest, { query: RecommendationTokenQuery }),
  'GET settings/email': on('extUser', EmailSettingsAnswer),
  'GET socialinfo': on('extUser', v.array(SocialUser), { query: RecommendationTokenQuery }),
  'POST activate/account': on('extUser', LoginResponse, { body: CodeBody }),
  'POST recommendation/addcomment': on('extUser', RecommendationCommentAnswer, {
    body: RecommendationCommentBody,
  }),
  'POST settings/update-email': on('extUser', SaveEmailSettingsAnswer, { body: EmailPreferencesBody }),
  'POST socialinfo/addsocialuser': on('extUser', AddSocialUserAnswer, { body: AddSocialUserBody }),
  'GET job/applied-jobs': on('job', AppliedJobsAnswer, { query: AppliedJobsQuery }),
  'GET job/applied/count/': on('job', CountAnswer),
  'GET job/assessment': on('job', Assessment, { query: JobCodeQuery }),
  'GET job/category/': on('job', CategoryAnswer, { query: CategoryQuery }),
  'GET job/companies/slugs': on('job', v.array(CompanyIdSlug)),
  'GET job/company-data': on('job', CompanyData, { query: CompanySlugQuery }),
  'GET job/company-id-slug': on('job', CompanyIdSlug, { query: CompanySlugQuery }),
  'GET job/company-list/search': on('job', CompanyListAnswer, { query: CompanySearchQuery }),
  'GET job/company-list': on('job', CompanyListAnswer, { query: CompanyListQuery }),
  'GET job/company-slug': on('job', CompanyIdSlug, { query: CompanyByIdQuery }),
  'GET job/data/industry': on('job', v.array(Industry)),
  'GET job/data/recruiter': on('job', RecruiterData, { query: RecruiterQuery }),
  'GET job/detail': on('job', JobDetail, { query: JobCodeQuery }),
  'GET job/early-applicant/getSkills': on('job', EarlyApplicantSkillsAnswer, {
    query: EarlyApplicantSkillsQuery,
  }),
  'GET job/female-jobs': on('job', FemaleJobsAnswer, { query: FemaleJobsQuery }),
  'GET job/getLatestBlogs': on('job', v.array(Blog), { query: BlogsQuery }),
  'GET job/getPerksAndBenefits': on('job', PerksAndBenefits, { query: CompanyIdQuery }),
  'GET job/getUnpublishedJobs': on('job', JobFeedAnswer, { query: UnpublishedJobsQuery }),
  'GET job/insights': on('job', JobInsights, { query: JobCodeQuery }),
  'GET job/jobfeed/{userId}/recruiter/{recruiterId}': on('job', JobFeedAnswer, {
    params: RecruiterJobsParams,
    query: PageQuery,
  }),
  'GET job/jobfeed': on('job', PersonalFeedAnswer, { query: JobFeedQuery }),
  'GET job/keyword/': on('job', KeywordInfo, { query: KeywordQuery }),
  'GET job/magic-rank': on('job', MagicRankAnswer),
  /** How the signed-in seeker matches the job (decision 0102): their own profile only. */
  'GET job/match': on('job', JobMatch, { query: JobCodeQuery }),
  'GET job/mtags': on('job', v.array(MainTagGroup)),
  'GET job/nearby-cities-jobs/': on('job', v.array(CityJobs)),
  'GET job/pending-tests/': on('job', PendingTestsAnswer, { query: PendingTestsListQuery }),
  'GET job/recommended-jobs': on('job', PersonalFeedAnswer, { query: PageQuery }),
  'GET job/recruiterfeed/': on('job', v.array(RecruiterFeedEntry)),
  'GET job/saved-jobs/count/': on('job', CountAnswer),
  'GET job/saved-jobs': on('job', SavedJobsAnswer, { query: PageQuery }),
  'GET job/search': on('job', JobSearchAnswer, { query: JobSearchQuery }),
  'GET job/similar-company-jobs': on('job', JobFeedAnswer, { query: PageQuery }),
  'GET job/similarjobs': on('job', JobFeedAnswer, { query: SimilarJobsAfterApplyQuery }),
  'GET job/sitemap/category/': on('job', v.array(SitemapCategory)),
  'GET job/tagIdsByName': on('job', TagIdsByName, { query: SlugQuery }),
  'GET job/taginfo': on('job', TagInfo, { query: SlugQuery }),
  'GET job/tagsById': on('job', v.array(Tag), { query: TagIdsQuery }),
  'GET job/tags': on('job', v.array(Tag)),
  'GET job/top-jobs': on('job', JobFeedAnswer, { query: TopJobsQuery }),
  'GET job/v2/early-applicant-jobfeed': on('job', EarlyApplicantFeedAnswer, { query: PageQuery }),
  'GET job/validate-assessment/': on('job', ValidateAssessmentAnswer, { query: ValidateAssessmentQuery }),
  'GET job/view': on('job', JobViewsAnswer, { query: JobCodeQuery }),
  'POST job/apply-additional-info': on('job', ApplyAdditionalInfoAnswer, { body: ApplyAdditionalInfoBody }),
  'POST job/apply-multiple': on('job', ApplyMultipleAnswer, { body: ApplyMultipleBody }),
  'POST job/apply': on('job', ApplyAnswer),
  'POST job/assessment_complete': on('job', AssessmentCompleteAnswer),
  'POST job/followup': on('job', FollowUpAnswer),
  'POST job/report': on('job', ReportJobAnswer, { query: ReportQuery }),
  'POST job/save/': on('job', SaveJobAnswer),
  'POST job/unsave/': on('job', SaveJobAnswer),
  'POST job/v2/extract-param': on('job', ExtractParamAnswer, { body: ExtractParamBody }),
  'PUT job/jobfeed/{userId}/unfollowjob/{jobId}/': on('job', HideJobAnswer, {
    params: UnfollowJobParams,
    query: UndoQuery,
  }),
  'PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/': on('job', UnfollowRecruiterAnswer, {
    params: UnfollowRecruiterParams,
    query: UndoQuery,
  }),
  'GET billboard/featured-institutes': on('coursesV2', InstitutesAnswer),
  'GET course/unpublish/{id}/detail': on('coursesV2', CourseDetailAnswer, {
    params: CourseIdParams,
    query: CoursePreviewQuery,
  }),
  'GET course/unpublish': on('coursesV2', CourseList, { query: CoursePreviewQuery }),
  'GET course/{id}/brochure': on('coursesV2', FileAnswer),
  'GET course/{id}/enquiry': on('coursesV2', CourseEnquiryStatusAnswer, { params: CourseIdParams }),
  'GET course/{id}/similar': on('coursesV2', CourseList, { params: CourseIdParams }),
  'GET course/{userId}/jobready/{jobId}': on('coursesV2', CourseList, { params: JobReadyParams }),
  'GET course/{userId}/search': on('coursesV2', CourseList, {
    params: CourseUserParams,
    query: CourseSearchQuery,
  }),
  'GET course/{userId}/user/{id}/detail': on('coursesV2', CourseDetailAnswer, {
    params: CourseDetailParams,
    query: CourseDetailQuery,
  }),
  'GET course/{userId}/{ids}/checkappliedcourses': on('coursesV2', CheckAppliedAnswer, {
    params: CheckAppliedParams,
  }),
  'GET courses-list': on('coursesV2', CourseList, { query: CoursesListQuery }),
  'GET courses/{categoryId}': on('coursesV2', CourseList, { params: CourseCategoryParams }),
  'GET homePage/allcat': on('coursesV2', CourseCategoriesAnswer),
  'GET homepage/banner': on('coursesV2', CourseBannersAnswer),
  'GET homepage/featured': on('coursesV2', CourseList),
  'GET homepage/topinstitute': on('coursesV2', InstitutesAnswer),
  'GET homepage/trending': on('coursesV2', CourseList),
  'POST courseenquiry': on('coursesV2', CourseEnquiryAnswer),
  'POST otp/send': on('otp', OtpAnswer),
  'POST otp/verify': on('otp', OtpAnswer, { body: OtpVerifyBody }),
  'GET media/files': on('media', MediaFilesAnswer, { query: MediaFilesQuery }),
  'POST ext/media/upload': on('media', MediaUploadAnswer),
  'POST media/files': on('media', MediaUploadAnswer),
  'POST media/remove': on('media', MediaRemoveAnswer, { body: MediaRemoveBody }),
  'GET user/saved-searches': on('user', SavedSearchesAnswer),
  'POST user/saved-searches': on('user', SavedSearchAnswer, { body: SavedSearchBody }, { status: 201 }),
  'POST user/saved-searches/{id}': on('user', SavedSearchAnswer, {
    params: SavedSearchParams,
    body: SavedSearchUpdateBody,
  }),
  'DELETE user/saved-searches/{id}': on('user', SavedSearchDeletedAnswer, { params: SavedSearchParams }),
  'POST alerts/unsubscribe': on('user', UnsubscribeAnswer, { body: UnsubscribeBody }),
  'GET unsubscribe': on('user', EmailListAnswer, { query: EmailUnsubscribeQuery }),
  'POST unsubscribe': on('user', EmailUnsubscribeAnswer, { body: EmailUnsubscribeBody }),
  'POST user/recommendation/request': on(
    'user',
    RecommendationAskAnswer,
    { body: RecommendationAskBody },
    { status: 201 },
  ),
  'GET user/social': on('user', SocialConnectionsAnswer),
  'POST user/social/{provider}/start': on('user', SocialStartAnswer, { params: SocialProviderParams }),
  'POST user/social/{provider}/callback': on('user', SocialConnectionAnswer, {
    params: SocialProviderParams,
    body: SocialCallbackBody,
  }),
  'POST user/social/{provider}/disconnect': on('user', SocialConnectionAnswer, {
    params: SocialProviderParams,
  }),
  'GET subscription/details': on('subscription', SubscriptionDetails),
  'GET subscription/early-applicant-preference': on('subscription', EarlyApplicantPreferenceAnswer),
  'POST subscription/early-applicant-preference': on('subscription', SaveEarlyApplicantPreferenceAnswer, {
    body: EarlyApplicantPreferenceBody,
  }),
  'POST subscription/hash': on('subscription', SubscriptionHashAnswer, { body: SubscriptionHashBody }),
  'POST subscription': on('subscription', SubscribeAnswer, { body: SubscribeBody }),
  'GET data/categories.json': on('static', v.array(PublicCategory)),
  'GET data/functional-areas.json': on('static', v.array(FunctionalArea)),
  'GET feature-flags.json': on('static', FeatureFlags, { query: FeatureFlagsQuery }),
  'GET read-csv/{name}': on('static', v.array(PromoBanner), { params: CsvName }),
  'GET seo-metadata.json': on('static', SeoMetadata, { query: SeoQuery }),
  'GET {path}': on('static', Unspecified),
  'GET api/s3_resource/{key}': on('site', FileAnswer),
} satisfies Record<string, CallAnswer>;

/** A call's name: `METHOD path`, e.g. `GET job/jobfeed`. */
export type CallName = keyof typeof ANSWERS;
/** The answer schema of a call. */
export type AnswerOf<N extends CallName> = (typeof ANSWERS)[N]['answer'];
/** The input schemas of a call (`{}` when its contract names none yet). */
export type InputSchemasOf<N extends CallName> = (typeof ANSWERS)[N]['input'];

/**
 * The field names of an input schema: an object schema's entries, or those of the object schema a pipe
 * starts with (`v.pipe(v.object({ … }), v.check(…))`).
 */
export function inputFields(schema: v.GenericSchema): string[] {
  const found = schema as { entries?: Record<string, unknown>; pipe?: readonly v.GenericSchema[] };
  if (found.entries) return Object.keys(found.entries);
  const [first] = found.pipe ?? [];
  if (first && first !== schema) return inputFields(first);
  throw new Error(
    `An input schema must be an object schema, or a pipe that starts with one (${schema.type})`,
  );
}

export const isCallName = (name: string): name is CallName => Object.hasOwn(ANSWERS, name);

/** A path's segments, each parameter (`:id`, `{id}`) as `null`; empty segments (trailing slashes) dropped. */
const segmentsOf = (path: string): (string | null)[] =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') || segment.startsWith('{') ? null : segment));

/**
 * The calls served below the API's base, as route shapes. A call whose whole path is a parameter
 * (`GET {path}`: branded data at any address) names no route of its own.
 */
const ROUTES = Object.entries(ANSWERS).flatMap(([name, { service }]) => {
  const prefix = SERVICE_PATHS[service];
  const [method = '', path = ''] = name.split(' ');
  if (prefix === null || /^\{[^}]+\}$/.test(path)) return [];
  return [{ name: name as CallName, method, segments: segmentsOf(`${prefix}${path}`) }];
});

/**
 * The call a route of the API serves: the method and the route's path below the vertical's base, with
 * parameters written `:name` (as the server's router does) or `{name}` (as the catalogue does), or given
 * as values. Trailing slashes do not count. When several calls fit, the one with the most fixed segments
 * wins (`GET job/jobfeed` before a call whose path has a parameter in its place).
 */
export function findCall(method: string, path: string): CallName | undefined {
  const wanted = segmentsOf(path);
  const verb = method.toUpperCase();
  let found: CallName | undefined;
  let bestFixed = -1;
  for (const route of ROUTES) {
    if (route.method !== verb || route.segments.length !== wanted.length) continue;
    let fixed = 0;
    const fits = route.segments.every((segment, i) => {
      if (segment === null) return true;
      fixed += 1;
      return wanted[i] === segment;
    });
    if (fits && fixed > bestFixed) {
      found = route.name;
      bestFixed = fixed;
    }
  }
  return found;
}
