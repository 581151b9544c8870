import { REGISTRATION_STEPS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { backPath, checkStepBody, nextPath, resumeStep, skillList, stepBody, stepFromSlug } from './steps.ts';

/** The body a step's form with these entries gives. */
const bodyOf = (step: Parameters<typeof stepBody>[0], entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return stepBody(step, form);
};

describe('registration steps', () => {
  it('follow the Back/Skip table of product.md section 2', () => {
    const table = REGISTRATION_STEPS.map((s) => [s.key, s.back, s.skip]);
    expect(table).toEqual([
      ['personalDetails', false, false],
      ['educationalDetails', true, false],
      ['workExperience', true, true],
      ['additionalDetails', true, true],
      ['audioVideoProfile', true, true],
      ['coverLetterAndSkills', true, true],
    ]);
  });

  it('read their address and lead back, forward and finally to the job feed', () => {
    const personal = stepFromSlug('addPersonalDetails');
    const education = stepFromSlug('addEducationalDetails');
    const last = stepFromSlug('addCoverLetterAndSkills');
    expect(stepFromSlug('nope')).toBeUndefined();
    if (!personal || !education || !last) throw new Error('steps');
    expect(backPath(personal)).toBeNull();
    expect(backPath(education)).toBe('/registration/addPersonalDetails');
    expect(nextPath(personal)).toBe('/registration/addEducationalDetails');
    expect(nextPath(last)).toBe('/jobfeed');
  });

  it('resume at the first step not done', () => {
    expect(resumeStep([])?.key).toBe('personalDetails');
    expect(resumeStep(['personalDetails', 'educationalDetails'])?.key).toBe('workExperience');
    expect(resumeStep(REGISTRATION_STEPS.map((s) => s.key))).toBeNull();
  });

  it('turn the personal form into the pd section, checked by the API schema', () => {
    const body = bodyOf('personalDetails', [
      ['name', ' Asha Rao '],
      ['phone', ''],
      ['gender', 'female'],
      ['currentLocation', '3'],
      ['preferredLocations', '1'],
      ['preferredLocations', '2'],
    ]);
    expect(body).toMatchObject({
      step: 'personalDetails',
      pd: { name: 'Asha Rao', phone: null, gender: 'female', currentLocation: 3, preferredLocations: [1, 2] },
    });
    expect(checkStepBody(body)).toEqual({});
  });

  it('name the field of each problem', () => {
    const body = bodyOf('personalDetails', [
      ['name', ''],
      ['phone', 'abc'],
    ]);
    const errors = checkStepBody(body);
    expect(Object.keys(errors).sort()).toEqual(['name', 'phone']);
  });

  it('treat a fresher as 0 years without a current salary', () => {
    const body = bodyOf('workExperience', [
      ['experienceStatus', 'fresher'],
      ['experienceYear', '4'],
      ['currentCTC', '9'],
    ]);
    expect(body.we).toMatchObject({ experienceStatus: 'fresher', experienceYear: 0, currentCTC: null });
  });

  it('split skills by comma without repeats', () => {
    expect(skillList(' SQL, Excel ,SQL,, Power BI')).toEqual(['SQL', 'Excel', 'Power BI']);
  });
});
