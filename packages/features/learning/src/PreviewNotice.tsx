import * as styles from './CourseView.css.ts';

/** What a preview page says above the courses: not published, and only for people with the link. */
export function PreviewNotice() {
  return (
    <p className={styles.notice}>
      <strong>Preview.</strong> These courses are not published yet: only people with this link can see them,
      and search engines do not list them. Enquiries open once a course is published.
    </p>
  );
}
